import { vars } from '@ordmarket/tokens';
import { Container, settingsStore } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

function Page() {
  return (
    <Container data-testid="container" style={{ paddingBlock: 24 }}>
      <div style={{ height: 160, borderRadius: 12, background: vars.color.background.neutral }} />
    </Container>
  );
}

const meta = { title: 'UI/Container', component: Page } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const containerWidth = (canvasElement: HTMLElement): number =>
  canvasElement.querySelector<HTMLElement>('[data-testid="container"]')?.getBoundingClientRect().width ?? 0;

/** On a 2560 px screen the content keeps a 1440 px reading width... */
export const Centered: Story = {
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(containerWidth(canvasElement)).toBe(1440);
  },
};

/** ...and with stretch on it fills the screen. */
export const Stretched: Story = {
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    settingsStore.themeStretch = true;
    await waitFor(() => expect(containerWidth(canvasElement)).toBe(2560));
  },
};

/** Below 1600 px stretch changes nothing, as its tooltip says. */
export const StretchOnSmallerScreen: Story = {
  globals: { viewport: { value: 'lg2', isRotated: false } },
  play: async ({ canvasElement }) => {
    settingsStore.themeStretch = true;
    await expect(document.documentElement).toHaveAttribute('data-stretch', 'true');
    await expect(containerWidth(canvasElement)).toBe(1440);
  },
};
