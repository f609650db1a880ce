import { InfiniteScrollSentinel } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

const pageSize = 20;
const itemNames = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `Inscription #${78200 + index}`);

/** A scrolling list of the kind the sentinel ends: only the first rows fit. */
function ScrollingList({ items, children }: { items: string[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label="Listed inscriptions"
      tabIndex={0}
      style={{ blockSize: 320, overflowY: 'auto', margin: 24, maxInlineSize: 420, border: '1px solid currentColor' }}
    >
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((name) => (
          <li key={name} style={{ padding: '12px 16px' }}>
            {name}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

const sentinelOf = (canvasElement: HTMLElement): HTMLElement => {
  const sentinel = canvasElement.querySelector<HTMLElement>('[role="status"]');
  if (!sentinel) throw new TypeError('No sentinel rendered');
  return sentinel;
};

/** Resolves when the browser has reported, to an observer made now, whether the element is in view. */
const witnessed = (element: Element) =>
  new Promise<void>((resolve) => {
    const witness = new IntersectionObserver(() => {
      witness.disconnect();
      resolve();
    });
    witness.observe(element);
  });

/**
 * Resolves once every observer already watching the element has heard what the last layout put in view:
 * a witness made after that layout hears back no sooner, and one made after it heard comes a step later
 * still, whatever order the browser tells observers in. How a story shows that nothing was asked, without
 * waiting for time to pass.
 */
const viewSettled = async (element: Element): Promise<void> => {
  await witnessed(element);
  await witnessed(element);
};

const meta = {
  title: 'UI/InfiniteScrollSentinel',
  component: InfiniteScrollSentinel,
  args: { hasMore: true, isLoading: false, onReachEnd: fn() },
  render: (args) => (
    <ScrollingList items={itemNames(pageSize)}>
      <InfiniteScrollSentinel {...args} />
    </ScrollingList>
  ),
} satisfies Meta<typeof InfiniteScrollSentinel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is asked while the end is out of view; scrolling to it asks for the next page once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await viewSettled(sentinelOf(canvasElement));
    await expect(args.onReachEnd).not.toHaveBeenCalled();
    sentinelOf(canvasElement).scrollIntoView();
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledOnce());
    await viewSettled(sentinelOf(canvasElement));
    await expect(args.onReachEnd).toHaveBeenCalledOnce();
  },
};

/** While a page loads: a loading row, and no second request however far one scrolls. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvas, canvasElement }) => {
    sentinelOf(canvasElement).scrollIntoView();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more…');
    await viewSettled(sentinelOf(canvasElement));
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

/** The last page is in: the list says so and asks for nothing. */
export const End: Story = {
  args: { hasMore: false },
  play: async ({ args, canvas, canvasElement }) => {
    sentinelOf(canvasElement).scrollIntoView();
    await expect(canvas.getByRole('status')).toHaveTextContent('You have reached the end');
    await viewSettled(sentinelOf(canvasElement));
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

/** An empty list has nothing more to load: only the end text shows. */
export const Empty: Story = {
  args: { hasMore: false, endText: 'No inscriptions listed yet' },
  render: (args) => (
    <ScrollingList items={[]}>
      <InfiniteScrollSentinel {...args} />
    </ScrollingList>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No inscriptions listed yet');
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

/** Pages load one after another as the trader scrolls, until the last one. */
export const LoadsPages: Story = {
  render: function Render(args) {
    const [count, setCount] = useState(pageSize);
    const [isLoading, setLoading] = useState(false);
    const hasMore = count < pageSize * 3;
    return (
      <ScrollingList items={itemNames(count)}>
        <InfiniteScrollSentinel
          {...args}
          hasMore={hasMore}
          isLoading={isLoading}
          onReachEnd={() => {
            args.onReachEnd();
            setLoading(true);
            setTimeout(() => {
              setCount((current) => current + pageSize);
              setLoading(false);
            }, 50);
          }}
        />
      </ScrollingList>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    for (const calls of [1, 2]) {
      sentinelOf(canvasElement).scrollIntoView();
      await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(calls));
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(pageSize * (calls + 1)));
    }
    sentinelOf(canvasElement).scrollIntoView();
    await expect(canvas.getByRole('status')).toHaveTextContent('You have reached the end');
    await viewSettled(sentinelOf(canvasElement));
    await expect(args.onReachEnd).toHaveBeenCalledTimes(2);
  },
};

/** A long end text wraps inside the list. */
export const LongText: Story = {
  args: {
    hasMore: false,
    endText:
      'That is every inscription of this collection listed for sale right now; check back later for new listings',
  },
  play: async ({ canvasElement }) => {
    const sentinel = sentinelOf(canvasElement);
    await expect(sentinel.scrollWidth).toBeLessThanOrEqual(sentinel.clientWidth);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading more…');
    // The spinner leads the text: on the right in a right-to-left page.
    const spinner = status.querySelector('[aria-hidden]');
    await expect(spinner?.getBoundingClientRect().left).toBeGreaterThan(
      status.getBoundingClientRect().left + status.clientWidth / 2,
    );
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已经到底了'));
  },
};
