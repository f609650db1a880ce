import { configStore, type ShareSubject, useSharePost } from '@ordmarket/app';
import { ShareMenu } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, within } from 'storybook/test';
import { listedPunk, ordiMint, storyUsdRate } from '../fixtures/app/noticesFixtures';
import { ScreenStory } from '../fixtures/app/ScreenStory';

/** A screen's share button: the kit's menu carrying the post the app writes for the subject. */
function SharePost({ subject }: { subject: ShareSubject }) {
  const post = useSharePost(subject);
  return (
    <div style={{ padding: 24 }}>
      <ShareMenu {...post} />
    </div>
  );
}

const meta = {
  title: 'App/Sharing/SharePosts',
  component: SharePost,
  decorators: [
    (Story) => (
      <ScreenStory route="/" path="/" answers={{}}>
        <Story />
      </ScreenStory>
    ),
  ],
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    configStore.setUsdRate(storyUsdRate);
    return () => {
      open.mockRestore();
      configStore.setUsdRate(0);
    };
  },
} satisfies Meta<typeof SharePost>;

export default meta;
type Story = StoryObj<typeof meta>;

async function postedText(network: string): Promise<URL> {
  const open = spyOn(window, 'open');
  await userEvent.click(screen.getByRole('button', { name: /Share|分享/ }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: network }));
  await expect(open).toHaveBeenCalledOnce();
  return new URL(String(open.mock.calls[0]?.[0]));
}

/** A listing posted to X: name, price in BTC with its dollar value, hashtags, and the asset's page. */
export const ListingOnX: Story = {
  args: { subject: listedPunk },
  play: async () => {
    const intent = await postedText('X (Twitter)');
    await expect(intent.searchParams.get('text')).toBe(
      'Ordinal Punk #4,821 is listed for 0.01200000 BTC ($771.01) on Ordmarket. #Bitcoin #Ordinals',
    );
    await expect(intent.searchParams.get('url')).toBe(`${window.location.origin}${listedPunk.url}`);
  },
};

/** In Chinese, a BRC-20 mint with its repeat count, posted to Telegram. */
export const Brc20MintInChinese: Story = {
  globals: { language: 'cn' },
  args: { subject: ordiMint },
  play: async () => {
    const intent = await postedText('Telegram（电报）');
    await expect(intent.searchParams.get('text')).toBe(
      '我刚刚在 Ordmarket 铸造了 1,000 ordi × 3，花费 0.00012345 BTC（$7.93）！ #Bitcoin #BRC20',
    );
    await expect(intent.searchParams.get('url')).toBe(`${window.location.origin}/marketplace/ordi`);
  },
};
