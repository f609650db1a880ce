import { configStore, createOverlaysStore, type OverlaysStore } from '@ordmarket/app';
import { Button } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MobileNoticeOverlay, RequestedOverlays, WelcomeOverlays } from '@ordmarket/app/shell';
import type { FixtureAnswers } from '../fixtures/app/fixtureApi';
import { devnetHealth, listedPunk, mainnetHealth, storyUsdRate } from '../fixtures/app/noticesFixtures';
import { ScreenStory } from '../fixtures/app/ScreenStory';

interface OverlaysStoryProps {
  answers?: FixtureAnswers;
  storage?: Record<string, string>;
  /** What is on screen: one of the app's overlays. */
  children: ReactNode;
}

/** One overlay as the app mounts it: inside the providers and router, with its own storage and answers. */
function OverlaysStory({ answers = {}, storage = {}, children }: OverlaysStoryProps) {
  return (
    <ScreenStory route="/" path="/" answers={answers} storage={storage}>
      {children}
    </ScreenStory>
  );
}

/** The store-driven dialogs with a store of the story's own, opened as a screen would open them. */
function Requested({ open }: { open: (overlays: OverlaysStore) => void }) {
  const [overlays] = useState(() => {
    const store = createOverlaysStore();
    open(store);
    return store;
  });
  return <RequestedOverlays overlays={overlays} />;
}

/** A screen action that asks before going ahead, showing the answer it got. */
function AskToDelist() {
  const [overlays] = useState(createOverlaysStore);
  const [answer, setAnswer] = useState('none yet');
  const ask = async () => {
    const confirmed = await overlays.confirm({
      title: 'Delist Ordinal Punk #4,821?',
      message: 'It leaves the marketplace; you can list it again at any time.',
      confirmLabel: 'Delist',
      confirmColor: 'error',
    });
    setAnswer(confirmed ? 'delist' : 'keep listed');
  };
  return (
    <>
      <Button onPress={() => void ask()}>Delist</Button>
      <p>Answer: {answer}</p>
      <RequestedOverlays overlays={overlays} />
    </>
  );
}

const meta = {
  title: 'App/Shell/Overlays',
  component: OverlaysStory,
  // Shares open no real tab in tests, and read a fixed dollar rate.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    configStore.setUsdRate(storyUsdRate);
    return () => {
      open.mockRestore();
      configStore.setUsdRate(0);
    };
  },
} satisfies Meta<typeof OverlaysStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pcNotice = 'Please access via PC for the full experience';

/** On a phone the notice shows once; closing it puts it away for good, and the body's padding is reset. */
export const MobileNoticeOnPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { children: <MobileNoticeOverlay isOtherOverlayOpen={false} /> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: pcNotice });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(document.body.style.paddingRight).toBe(''), { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Dismissed before: a phone visit shows nothing. */
export const MobileNoticeDismissed: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { storage: { MobileNoticeDismissed: 'true' }, children: <MobileNoticeOverlay isOtherOverlayOpen={false} /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The day's first visit on devnet: the welcome explains that this is the demo market. */
export const ExperienceDialogOnDevnet: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  args: { answers: { '/api/v1/health': () => devnetHealth }, children: <WelcomeOverlays /> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Ordmarket' });
    await expect(await within(dialog).findByText(/devnet demo market/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Start exploring' })).toBeVisible();
  },
};

/** On mainnet the welcome says nothing of a demo; closing it ends the day's welcome. */
export const ExperienceDialogCloses: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  args: { answers: { '/api/v1/health': () => mainnetHealth }, children: <WelcomeOverlays /> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Ordmarket' });
    await expect(within(dialog).getByText(/connect a wallet to list, buy and mint/)).toBeVisible();
    await expect(within(dialog).queryByText(/devnet demo market/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start exploring' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A listing succeeded: 'Share it' posts the listing to X in a new tab that cannot reach back. */
export const ResultSuccessShares: Story = {
  args: {
    children: (
      <Requested
        open={(overlays) =>
          overlays.showResult({
            type: 'success',
            title: 'Listed',
            message: 'Ordinal Punk #4,821 is now listed for 0.01200000 BTC.',
            share: listedPunk,
          })
        }
      />
    ),
  },
  play: async () => {
    const open = spyOn(window, 'open');
    const dialog = await screen.findByRole('dialog', { name: 'Listed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share it' }));
    await expect(open).toHaveBeenCalledOnce();
    const [address, target, features] = open.mock.calls[0] ?? [];
    await expect(target).toBe('_blank');
    await expect(features).toBe('noopener,noreferrer');
    const intent = new URL(String(address));
    await expect(intent.origin + intent.pathname).toBe('https://x.com/intent/tweet');
    await expect(intent.searchParams.get('text')).toBe(
      'Ordinal Punk #4,821 is listed for 0.01200000 BTC ($771.01) on Ordmarket. #Bitcoin #Ordinals',
    );
    await expect(intent.searchParams.get('url')).toBe(`${window.location.origin}${listedPunk.url}`);
  },
};

/** A payment went through: 'personal account' leads to /wallet and the snack closes. */
export const PaymentSnackSuccess: Story = {
  args: { children: <Requested open={(overlays) => overlays.showPaymentSnack({ type: 'success' })} /> },
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    await expect(dialog).toHaveTextContent(/usually completed within 30 minutes/);
    await userEvent.click(within(dialog).getByRole('link', { name: 'personal account' }));
    await expect(await canvas.findByText('Navigated to /wallet')).toBeVisible();
  },
};

/** A screen asks before delisting; the choice reaches it at once and the dialog closes after it. */
export const ConfirmAnswers: Story = {
  args: { children: <AskToDelist /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delist' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delist Ordinal Punk #4,821?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delist' }));
    await expect(await canvas.findByText('Answer: delist')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
