import { NftPicker, type NftPickerProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pixelArtUrl } from '../../../../../stories/fixtures/marketFixtures';

const names = ['Bitcoin Frog #4411', 'Ordinal Punk #80012', 'Rune Stone #65530', 'Sat Cat #91544', 'Pixel Owl #1203'];
const inscriptions: NftPickerProps['inscriptions'] = names.map((name, index) => ({
  inscriptionId: `i${index + 1}`,
  name,
  // The last one has no picture, so its tile shows the placeholder.
  imageUrl: index < names.length - 1 ? pixelArtUrl(index + 1) : undefined,
}));

type PickerArgs = Omit<NftPickerProps, 'selected'> & { initialSelected?: string[] };

/** The selection is controlled: the story keeps it, as the app would. */
function Picker({ initialSelected = [], onSelectedChange, ...props }: PickerArgs) {
  const [selected, setSelected] = useState(initialSelected);
  return (
    <NftPicker
      {...props}
      selected={selected}
      onSelectedChange={(ids) => {
        setSelected(ids);
        onSelectedChange(ids);
      }}
    />
  );
}

const meta = {
  title: 'UI/BlindBox/NftPicker',
  render: (args) => <Picker {...args} />,
  args: { inscriptions, max: 3, onSelectedChange: fn(), onConfirm: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', overflow: 'auto' }}>
        <div style={{ padding: 24, maxWidth: 351 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<PickerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const showButton = (name: string | RegExp) => {
  const button = within(document.body).getByRole('button', { name });
  button.scrollIntoView({ block: 'end' });
  return button;
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your inscriptions');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Empty: Story = {
  args: { inscriptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No inscriptions in this wallet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm' })).toBeNull();
  },
};

/** Nothing chosen yet: the counter reads 0 and Confirm waits. */
export const NoneSelected: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.getByText('0 selected (max 3)')).toBeVisible();
    await userEvent.click(showButton('Confirm'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Pressing tiles chooses them in order, and again unchooses; Confirm goes ahead. */
export const Choosing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rune Stone #65530' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bitcoin Frog #4411' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['i3', 'i1']);
    await expect(canvas.getByRole('checkbox', { name: 'Rune Stone #65530' })).toBeChecked();
    await expect(canvas.getByText('2 selected (max 3)')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rune Stone #65530' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['i1']);
    await userEvent.click(showButton('Confirm'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Tab moves between tiles and Space checks them. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Bitcoin Frog #4411' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['i1', 'i2']);
    await expect(canvas.getByRole('checkbox', { name: 'Ordinal Punk #80012' })).toBeChecked();
  },
};

/** At the limit the other tiles are disabled and a hint says why; unchoosing one frees them. */
export const MaxReached: Story = {
  args: { max: 2, initialSelected: ['i1', 'i2'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('2 selected (max 2)')).toBeVisible();
    await expect(
      canvas.getByText('That is the most you can choose (2). Unselect one to choose another.'),
    ).toBeVisible();
    const stone = canvas.getByRole('checkbox', { name: 'Rune Stone #65530' });
    await expect(stone).toBeDisabled();
    await userEvent.click(stone, { pointerEventsCheck: 0 });
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bitcoin Frog #4411' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['i2']);
    await expect(stone).toBeEnabled();
    await expect(canvas.queryByText(/That is the most you can choose/)).toBeNull();
  },
};

/** Without a limit the counter gives the count alone; the app can name the confirm. */
export const NoLimit: Story = {
  args: { max: undefined, initialSelected: ['i1', 'i2', 'i3', 'i4'], confirmLabel: 'Add to house' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('4 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pixel Owl #1203' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['i1', 'i2', 'i3', 'i4', 'i5']);
    await userEvent.click(showButton('Add to house'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { initialSelected: ['i2'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('已选 1 个（最多 3 个）')).toBeVisible();
    await userEvent.click(showButton('确认'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
