import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkRoute } from '@ordmarket/app/screens/collection';
import { collectionAnswers, collectionId, fixtureContentUrl, publicMint } from '../fixtures/app/collectionFixtures';
import { neverAnswers, type FixtureAnswers } from '../fixtures/app/fixtureApi';
import { InlineInscriptions } from '../fixtures/app/InlineInscriptions';
import { ScreenStory } from '../fixtures/app/ScreenStory';

interface WorkStoryArgs {
  readonly answers: FixtureAnswers;
}

function WorkStory({ answers }: WorkStoryArgs) {
  return (
    <InlineInscriptions picture={fixtureContentUrl}>
      <ScreenStory route="/collections/info/:id" path={`/collections/info/${collectionId}`} answers={answers}>
        <WorkRoute />
      </ScreenStory>
    </InlineInscriptions>
  );
}

const meta = {
  title: 'App/Collection/Work',
  component: WorkStory,
  parameters: { layout: 'fullscreen' },
  args: { answers: collectionAnswers({ mints: [publicMint] }) },
} satisfies Meta<typeof WorkStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The work with its launchpad mint: price, supply, phases, and a look at its items. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Sat Punks', level: 1 })).toBeVisible();
    await expect(await page.findByRole('heading', { name: 'Mint info' })).toBeVisible();
    await expect(page.getByText('Whitelist')).toBeVisible();
    await expect(await page.findByText('Punk #1')).toBeVisible();
  },
};

/** Nothing has answered yet. */
export const Loading: Story = {
  args: {
    answers: {
      '/btc/ordinals/get_collection_detail': neverAnswers,
      '/btc/ordinals/mint_now_list': neverAnswers,
      '/btc/ordinals/get_collection_inscription_list': neverAnswers,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Items' })).toBeVisible();
  },
};
