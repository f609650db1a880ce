import {
  Container,
  InfiniteScrollSentinel,
  InscriptionCard,
  WindowedGrid,
  type InscriptionContent,
} from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pixelArtUrl } from '../../../../stories/fixtures/marketFixtures';

// Sixteen creatures repeat down the list: the grid's cost is in its cards, not in distinct pictures.
const artworks: InscriptionContent[] = Array.from({ length: 16 }, (_, seed) => ({
  type: 'image/svg+xml',
  src: pixelArtUrl(seed + 1),
}));
const idOf = (index: number) => `punk${index + 1}i0`;

interface PunksProps {
  /** How many the collection has; they arrive a page at a time as the end comes into view. */
  total: number;
  pageSize: number;
  onPress: (inscriptionId: string) => void;
}

/** How long a page takes to arrive: a network answer is never synchronous, and the sentinel waits it out. */
const pageArrivesMs = 30;

function Punks({ total, pageSize, onPress }: PunksProps) {
  const [loaded, setLoaded] = useState(pageSize);
  const [isLoading, setLoading] = useState(false);
  // As the app's paged reads do: loading while a page is on its way, so the sentinel looks again once it is in
  // and asks for another page when the end is still in view.
  const loadMore = useCallback(() => {
    setLoading(true);
    setTimeout(() => {
      setLoaded((count) => Math.min(total, count + pageSize));
      setLoading(false);
    }, pageArrivesMs);
  }, [total, pageSize]);
  return (
    <Container style={{ paddingBlock: 24 }}>
      <WindowedGrid
        label="Sat Punks"
        count={loaded}
        total={total}
        itemKey={idOf}
        renderItem={(index, { listItem, isFlung }) => (
          <InscriptionCard
            inscriptionId={idOf(index)}
            inscriptionNumber={70_000_000 + index}
            name={`Punk #${index + 1}`}
            content={artworks[index % artworks.length] ?? { type: '' }}
            status={index % 3 === 0 ? 'on_list' : 'normal'}
            {...(index % 3 === 0 ? { price: 120_000 + index * 1_000 } : {})}
            isLargestPaint={index === 0}
            listItem={listItem}
            isContentDeferred={isFlung}
            onPress={onPress}
          />
        )}
      />
      <InfiniteScrollSentinel hasMore={loaded < total} isLoading={isLoading} onReachEnd={loadMore} rootMargin="400px" />
    </Container>
  );
}

const meta = {
  title: 'UI/WindowedGrid',
  component: Punks,
  parameters: { layout: 'fullscreen' },
  args: { total: 2_000, pageSize: 60, onPress: fn() },
} satisfies Meta<typeof Punks>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawnItems = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[role="listitem"]')];
const lastDrawn = (root: HTMLElement) => Math.max(...drawnItems(root).map((item) => Number(item.ariaPosInSet)));
const scrollToEnd = () => window.scrollTo(0, document.documentElement.scrollHeight);
const itemHolding = (element: Element | null) => element?.closest<HTMLElement>('[role="listitem"]');

/** A list of 2,000 to assistive technology, with the first row's images fetched first and the rest lazily. */
export const FirstScreen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Sat Punks' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-setsize', '2000');
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    await expect(items.length).toBeLessThan(60);
    const images = within(list).getAllByRole('img');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
    await expect(drawnItems(canvasElement).length).toBe(items.length);
  },
};

/**
 * Scrolling down a collection: pages arrive as the end comes near and new cards appear, while the document
 * keeps about the same number of elements however far the list goes.
 */
export const ScrollsThousands: Story = {
  play: async ({ canvasElement }) => {
    let reached = lastDrawn(canvasElement);
    let steady: { elements: number; drawn: number } | undefined;
    for (let step = 0; step < 8; step += 1) {
      const before = reached;
      // A page and its rows arrive on their own schedule; a busy machine can take seconds to draw them (in CI the
      // unit suites' databases share the two cores with this page, and a renderer starved of frames runs no
      // IntersectionObserver: one wait of 10 s ran out there with the end in view). The reader keeps scrolling to
      // the end meanwhile, as one does: a page that lands just after a scroll grows the list below the screen, and
      // nothing new need come into view until the next scroll.
      await waitFor(
        () => {
          scrollToEnd();
          return expect(lastDrawn(canvasElement)).toBeGreaterThan(before);
        },
        { timeout: 30_000 },
      );
      reached = lastDrawn(canvasElement);
      const drawn = drawnItems(canvasElement);
      const now = { elements: document.querySelectorAll('*').length, drawn: drawn.length };
      // Once the screen is full of rows (a couple of pages down), going further adds nothing but a partly shown
      // row: a row's cards, and no more.
      if (step < 2) continue;
      steady ??= now;
      const elementsPerCard = Math.max(...drawn.map((item) => item.querySelectorAll('*').length + 1));
      await expect(now.drawn).toBeLessThanOrEqual(steady.drawn + 8);
      await expect(now.elements).toBeLessThanOrEqual(steady.elements + 8 * elementsPerCard + 1);
    }
    // Rows sit where the heights the browser reported put them: each starts where the one above it ends.
    const rows = [...canvasElement.querySelectorAll('[data-row]')].map((row) => row.getBoundingClientRect());
    for (const [index, row] of rows.slice(1).entries()) {
      await expect(Math.abs(row.top - (rows[index]?.bottom ?? 0))).toBeLessThanOrEqual(1);
    }
    // Well past the first page, and the first cards have left the document.
    await expect(reached).toBeGreaterThan(200);
    await expect(canvasElement.querySelector('[aria-posinset="1"]')).toBeNull();
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="1"]')).not.toBeNull());
  },
};

/**
 * Tab walks the cards in reading order into rows that were not drawn when it started, and the card holding
 * focus stays in the document while the page is scrolled away from it; Enter opens it.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const drawnAtStart = lastDrawn(canvasElement);
    canvas.getByRole('button', { name: 'Punk #1' }).focus();
    for (let position = 2; position <= drawnAtStart + 8; position += 1) {
      await userEvent.tab();
      await expect(itemHolding(document.activeElement)).toHaveAttribute('aria-posinset', String(position));
    }
    const focused = document.activeElement;
    const name = focused?.textContent ?? '';
    await waitFor(
      () => {
        scrollToEnd();
        return expect(lastDrawn(canvasElement)).toBeGreaterThan(drawnAtStart + 40);
      },
      { timeout: 10_000 },
    );
    await expect(focused?.isConnected).toBe(true);
    await expect(document.activeElement).toBe(focused);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledWith(idOf(drawnAtStart + 7));
    await expect(name).toBe(`Punk #${drawnAtStart + 8}`);
    window.scrollTo(0, 0);
  },
};

/** A card drawn without its image yet: its content square waits, named, while the grid is flung. */
const deferredContent = (root: HTMLElement) => root.querySelector('[role="listitem"] [role="img"]:not(img)');

/**
 * Flung down faster than anyone reads, the cards drawn on the way leave their images out (nothing to fetch and
 * decode for cards gone a frame later); once the grid stops, every card on screen shows its image.
 */
export const Fling: Story = {
  play: async ({ canvasElement }) => {
    const sawDeferred = await new Promise<boolean>((resolve) => {
      const started = performance.now();
      let seen = false;
      const frame = (now: number) => {
        window.scrollTo(0, (now - started) * 6);
        seen ||= deferredContent(canvasElement) !== null;
        if (now - started < 600) requestAnimationFrame(frame);
        else resolve(seen);
      };
      requestAnimationFrame(frame);
    });
    await expect(sawDeferred).toBe(true);
    await waitFor(() => expect(deferredContent(canvasElement)).toBeNull());
    await expect(canvasElement.querySelectorAll('[role="listitem"] img')).toHaveLength(
      drawnItems(canvasElement).length,
    );
    window.scrollTo(0, 0);
  },
};

/** Phones: two columns, and still only a screenful and a little more drawn. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = drawnItems(canvasElement);
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
    await expect(third?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().bottom ?? 0);
    await expect(drawnItems(canvasElement).length).toBeLessThan(20);
  },
};

/** Right to left: the first card starts at the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const [first, second] = drawnItems(canvasElement);
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(second?.getBoundingClientRect().left ?? 0);
  },
};
