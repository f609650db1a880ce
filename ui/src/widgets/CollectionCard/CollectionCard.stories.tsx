import { CollectionCard, Grid } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pixelArtUrl, usdPerBtc } from '../../../../stories/fixtures/marketFixtures';

const meta = {
  title: 'UI/CollectionCard',
  component: CollectionCard,
  args: {
    name: 'Bitcoin Puppets',
    cover: pixelArtUrl(1),
    isVerified: true,
    floorPrice: 1_637_288,
    volume: 312_450_000,
    usdPerBtc,
    listed: 312,
    supply: 10_000,
    onPress: fn(),
  },
  // One card at a grid cell's width (`cardWidth` sets the card's own); stories showing a grid set `fullWidth`.
  decorators: [
    (Story, { parameters }) => (
      <div
        style={{
          padding: 24,
          width:
            parameters.fullWidth === true
              ? 'auto'
              : typeof parameters.cardWidth === 'number'
                ? parameters.cardWidth + 2 * 24
                : 264,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, verified name, floor and volume in BTC and dollars, listed over supply; the whole card opens the collection. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Verified collection' })).toBeVisible();
    await expect(canvas.getByText('0.01637288')).toBeVisible();
    await expect(canvas.getAllByText(/^≈ \$[\d,]+\.\d\d$/)).toHaveLength(2);
    await expect(canvas.getByText('312 / 10,000')).toBeVisible();
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('No card');
    // A press near the card's corner, far from the name, still opens the collection.
    const box = card.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', coords: { clientX: box.right - 12, clientY: box.bottom - 12 } });
    await userEvent.click(canvas.getByRole('button', { name: 'Bitcoin Puppets' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

/** Hovering lifts the card: a shadow, and a rise where motion is welcome (tests run with reduced motion). */
export const Hovered: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('No card');
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    await userEvent.hover(canvas.getByRole('button', { name: 'Bitcoin Puppets' }));
    await waitFor(() => expect(getComputedStyle(card).boxShadow).not.toBe('none'));
    await expect(getComputedStyle(card).transform).toBe('none');
  },
};

/** Tab reaches the card, which shows the focus ring around it; Enter opens it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('No card');
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Without onPress the card is information only. */
export const NotPressable: Story = {
  args: { onPress: undefined, isVerified: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'Verified collection' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Bitcoin Puppets' })).toBeVisible();
  },
};

/** Before the dollar rate is known the card shows BTC alone, never '$0.00'. */
export const RateNotLoaded: Story = {
  args: { usdPerBtc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.01637288')).toBeVisible();
    await expect(canvas.queryByText(/≈/)).toBeNull();
  },
};

/** A phone's two-column grid: figures never break inside; one that does not fit beside another takes its own line. */
export const PhoneGridCell: Story = {
  parameters: { cardWidth: 156 },
  args: { floorPrice: 123_456_789, volume: 98_765_432_100 },
  play: async ({ canvasElement }) => {
    const figures = [...canvasElement.querySelectorAll('dd')].flatMap((value) => [
      ...value.querySelectorAll<HTMLElement>('[aria-hidden] > span:last-child'),
    ]);
    await expect(figures.map((figure) => figure.textContent)).toEqual(['1.23456789', '987.65432100']);
    const card = canvasElement.querySelector('article')?.getBoundingClientRect();
    for (const figure of figures) {
      const box = figure.getBoundingClientRect();
      await expect(box.height).toBeLessThan(parseFloat(getComputedStyle(figure).lineHeight) * 1.5);
      await expect(box.right).toBeLessThanOrEqual(card?.right ?? 0);
    }
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading collection');
    await expect(canvas.queryByText('Bitcoin Puppets')).toBeNull();
  },
};

/** Figures not known yet show '--'; a cover that fails to load shows the placeholder picture. */
export const MissingData: Story = {
  args: { cover: 'data:image/png;base64,broken', floorPrice: undefined, volume: undefined, listed: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('--')).toHaveLength(2);
    await expect(canvas.getByText('-- / 10,000')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-status="failed"]')).not.toBeNull());
  },
};

/** A long name is cut with an ellipsis and kept whole in the title. */
export const LongName: Story = {
  args: { name: 'The Extraordinarily Long Named Genesis Collection of Uncommon Satoshis' },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('heading');
    await expect(name).toHaveAttribute(
      'title',
      'The Extraordinarily Long Named Genesis Collection of Uncommon Satoshis',
    );
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

const names = ['NodeMonkes', 'Runestone', 'Quantum Cats', 'Ordinal Maxi Biz', 'Bitmap', 'Pizza Ninjas'];

/** A row of the card grid, one still loading. */
export const InGrid: Story = {
  parameters: { fullWidth: true },
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: (args) => (
    <div>
      <Grid>
        {names.map((name, index) => (
          <CollectionCard
            key={name}
            {...args}
            name={name}
            cover={pixelArtUrl(index + 2)}
            isVerified={index % 2 === 0}
            floorPrice={480_000 + index * 123_457}
            volume={1_200_000_000 - index * 98_765_432}
            listed={100 + index * 37}
          />
        ))}
        <CollectionCard {...args} isLoading />
      </Grid>
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(names);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '已认证合集' })).toBeVisible();
    await expect(within(canvas.getByRole('article')).getByText('地板价')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('heading');
    const mark = canvas.getByRole('img', { name: 'Verified collection' });
    // The verified mark follows the name, to its left in a right-to-left page.
    await expect(mark.getBoundingClientRect().right).toBeLessThanOrEqual(name.getBoundingClientRect().left + 1);
  },
};
