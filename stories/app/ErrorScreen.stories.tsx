import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorScreen } from '@ordmarket/app/screens/errors';
import { ScreenStory } from '../fixtures/app/ScreenStory';

const meta = {
  title: 'App/Errors/ErrorScreen',
  component: ErrorScreen,
  args: { code: 404 },
  decorators: [
    (Story) => (
      <ScreenStory route="/missing" path="/missing" answers={{}}>
        <Story />
      </ScreenStory>
    ),
  ],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address: says so and offers the way home. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to home' })).toBeEnabled();
  },
};

/** 'Go to home' leaves for /. */
export const GoesHome: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Go to home' }));
    await expect(await page.findByText('Navigated to /')).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { code: 403 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No access' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { code: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};
