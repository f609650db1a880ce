import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorScreen } from '@ordmarket/app/screens/errors';
import { ScreenErrorBoundary } from '@ordmarket/app/shell';
import { ScreenStory } from '../fixtures/app/ScreenStory';

/** A screen that fails on one path, as a screen whose render throws or whose code fails to load does. */
function ScreenFailingAt({ failingPath }: { readonly failingPath: string }) {
  const { pathname } = useLocation();
  if (pathname === failingPath) throw new Error('The screen failed to render.');
  return <h2>{`The screen at ${pathname}`}</h2>;
}

/** The boundary as the market frame uses it: keyed to the page's path, the 500 page as its fallback. */
function FramedScreen({ failingPath }: { readonly failingPath: string }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname} fallback={<ErrorScreen code={500} />}>
      <ScreenFailingAt failingPath={failingPath} />
    </ScreenErrorBoundary>
  );
}

const meta = {
  title: 'App/Routes/ScreenErrorBoundary',
  component: FramedScreen,
  args: { failingPath: '/broken' },
  // The 500 page's look has its own baselines (App/Errors/ErrorScreen); these stories check behaviour.
  tags: ['no-screenshot'],
  decorators: [
    (Story) => (
      <ScreenStory route="*" path="/broken" answers={{}}>
        <Story />
      </ScreenStory>
    ),
  ],
} satisfies Meta<typeof FramedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen that works renders as itself. */
export const ScreenWorks: Story = {
  args: { failingPath: '/elsewhere' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'The screen at /broken' })).toBeVisible();
  },
};

/** A screen that throws shows the 500 page in its place, with the way home. */
export const ScreenFails: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.queryByRole('heading', { name: /The screen at/ })).toBeNull();
  },
};

/** Leaving the failed page clears the failure: the next page renders. */
export const LeavingRecovers: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Go to home' }));
    await expect(await page.findByRole('heading', { name: 'The screen at /' })).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  },
};
