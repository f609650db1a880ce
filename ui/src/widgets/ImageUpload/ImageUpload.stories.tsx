import { ImageUpload } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { blankFile, svgFile } from '../../../../stories/fixtures/marketFixtures';

const fileInput = (root: HTMLElement): HTMLInputElement => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

// The picker's filter would drop a wrong file before the rule sees it; a drop or another browser would not.
const unfiltered = userEvent.setup({ applyAccept: false });

const meta = {
  title: 'UI/ImageUpload',
  component: ImageUpload,
  args: { label: 'Token icon', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: a drop area with a picker button, and the rule as a hint. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Token icon')).toBeVisible();
    const choose = canvas.getByRole('button', { name: 'Choose image' });
    await expect(choose).toHaveAccessibleDescription('JPEG, JPG, WEBP, PNG, GIF or SVG, smaller than 100 KB');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** An accepted image is previewed and raised with onChange. */
export const Accepted: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = svgFile('ordi-icon.svg');
    await userEvent.upload(fileInput(canvasElement), file);
    const preview = await canvas.findByRole('img', { name: 'Preview of ordi-icon.svg' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('ordi-icon.svg')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeVisible();
  },
};

/** An icon under a kilobyte tells its size in bytes, not as 0.0 KB. */
export const TinyImage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dot = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
    await userEvent.upload(fileInput(canvasElement), new File([dot], 'dot.svg', { type: 'image/svg+xml' }));
    await expect(await canvas.findByText(`${dot.length} bytes`)).toBeVisible();
    await expect(canvas.queryByText('0.0 KB')).toBeNull();
  },
};

/** 102,400 bytes is refused; one byte less is accepted. */
export const SizeLimit: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('102400 bytes is refused with the size and the limit', async () => {
      await userEvent.upload(fileInput(canvasElement), svgFile('banner.svg', 102_400));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        '“banner.svg” is 102,400 bytes: images must be smaller than 102,400 bytes (100 KB).',
      );
      await expect(args.onChange).not.toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
        /^“banner\.svg” is 102,400 bytes/,
      );
    });
    await step('102399 bytes is accepted and clears the message', async () => {
      const file = svgFile('banner.svg', 102_399);
      await expect(file.size).toBe(102_399);
      await userEvent.upload(fileInput(canvasElement), file);
      await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(file));
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

/** A name that does not end in an image extension is refused, whatever its size. */
export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await unfiltered.upload(fileInput(canvasElement), blankFile('whitepaper.pdf', 2_048, 'application/pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "“whitepaper.pdf” can't be used: choose a JPEG, JPG, WEBP, PNG, GIF or SVG image.",
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Extensions are matched in any case. */
export const UpperCaseExtension: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = svgFile('LOGO.SVG');
    await unfiltered.upload(fileInput(canvasElement), file);
    await expect(await canvas.findByRole('img', { name: 'Preview of LOGO.SVG' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(file);
  },
};

/** Removing the image raises onChange(null) and brings the picker back. */
export const Remove: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), svgFile('cover.svg'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove image' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A file dragged from the desktop and dropped on the area goes through the same rule. */
export const Dropped: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText('Drag an image here, or').closest('[data-rac]');
    if (!zone) throw new Error('No drop zone');
    const file = svgFile('dropped.svg');
    // A DataTransfer made by a script has no file-system entries, which react-aria reads; a real drop has.
    const entry = spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockReturnValue({
      isFile: true,
      isDirectory: false,
    } as FileSystemEntry);
    const data = new DataTransfer();
    data.items.add(file);
    const { left, top } = zone.getBoundingClientRect();
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(
        new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          dataTransfer: data,
          clientX: left + 8,
          clientY: top + 8,
        }),
      );
    }
    await expect(await canvas.findByRole('img', { name: 'Preview of dropped.svg' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(file);
    entry.mockRestore();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    await userEvent.upload(fileInput(canvasElement), svgFile('icon.svg'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long file name is cut with an ellipsis and kept whole in the title. */
export const LongFileName: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const name = 'brc20-deploy-icon-final-final-v7-export-for-ordmarket-launch.svg';
    await userEvent.upload(fileInput(canvasElement), svgFile(name));
    const shown = await canvas.findByTitle(name);
    await expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { label: '代币图标' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), svgFile('图标.svg', 150_000));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“图标.svg”大小为 150,000 字节：图片必须小于 102,400 字节（100 KB）。',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), svgFile('icon.svg'));
    const preview = await canvas.findByRole('img', { name: 'Preview of icon.svg' });
    const name = canvas.getByText('icon.svg');
    // The preview leads at the right, the file's facts follow to its left.
    await expect(preview.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().right);
  },
};
