import {
  breakpoints,
  cssVarName,
  gridColumns,
  layout,
  motion,
  radius,
  space,
  vars,
  zIndex,
  type SpaceStep,
} from '@ordmarket/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenTable } from './blocks/TokenTable';

const page = { padding: 24, display: 'grid', gap: 32 } as const;
const box = { width: 64, height: 40, background: vars.color.background.neutral } as const;

function Spacing() {
  const steps = Object.keys(space).map(Number) as SpaceStep[];
  return (
    <div style={page}>
      <TokenTable
        caption="Space"
        rows={steps.map((step) => ({
          name: cssVarName(['space', String(step)]),
          value: space[step],
          sample: (
            <div
              data-testid={`space-${step}`}
              style={{ width: vars.space[step], height: 12, borderRadius: 2, background: vars.color.primary.main }}
            />
          ),
        }))}
      />
      <TokenTable
        caption="Radius"
        rows={Object.entries(radius).map(([name, value]) => ({
          name: cssVarName(['radius', name]),
          value,
          sample: <div style={{ ...box, borderRadius: value, border: `1px solid ${vars.color.border}` }} />,
        }))}
      />
    </div>
  );
}

function Elevation() {
  const shadowNames = Object.keys(vars.shadow) as Array<keyof typeof vars.shadow>;
  return (
    <div style={page}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 32 }}>
        {shadowNames.map((name) => (
          <figure key={name} style={{ margin: 0, display: 'grid', gap: 8 }}>
            <div
              style={{
                height: 96,
                borderRadius: 12,
                background: vars.color.background.paper,
                boxShadow: vars.shadow[name],
              }}
            />
            <figcaption style={{ fontFamily: vars.fontFamily.mono, fontSize: 12 }}>
              {cssVarName(['shadow', name])}
            </figcaption>
          </figure>
        ))}
      </div>
      <TokenTable
        caption="Stacking order (z-index)"
        rows={Object.entries(zIndex).map(([name, value]) => ({ name: cssVarName(['z', name]), value: String(value) }))}
      />
    </div>
  );
}

function MotionAndLayout() {
  return (
    <div style={page}>
      <TokenTable
        caption="Motion: durations (0 ms when the user asks for reduced motion)"
        rows={Object.entries(motion.duration).map(([name, value]) => ({
          name: cssVarName(['motion', 'duration', name]),
          value,
        }))}
      />
      <TokenTable
        caption="Motion: easing"
        rows={Object.entries(motion.easing).map(([name, value]) => ({
          name: cssVarName(['motion', 'easing', name]),
          value,
        }))}
      />
      <TokenTable
        caption="Breakpoints (card grid columns from each)"
        rows={Object.entries(breakpoints).map(([name, value]) => ({
          name: cssVarName(['breakpoint', name]),
          value: `${value}px`,
          sample: name in gridColumns ? `${gridColumns[name as keyof typeof gridColumns]} columns` : undefined,
        }))}
      />
      <TokenTable
        caption="Layout"
        rows={Object.entries(layout).map(([name, value]) => ({
          name: cssVarName(['layout', name]),
          value: `${value}px`,
        }))}
      />
    </div>
  );
}

const meta = { title: 'Tokens/Scales', tags: ['autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 4 px spacing steps and the corner radii. */
export const SpaceAndRadius: Story = {
  render: () => <Spacing />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('space-4').getBoundingClientRect().width).toBe(16);
    await expect(canvas.getByTestId('space-20').getBoundingClientRect().width).toBe(80);
  },
};

/** Shadows (mode-aware, mirrored in right-to-left) and the stacking order. */
export const ShadowsAndStacking: Story = {
  render: () => <Elevation />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--om-shadow-drawer')).toBeVisible();
    await expect(getComputedStyle(document.documentElement).getPropertyValue('--om-z-tooltip').trim()).toBe('1700');
  },
};

/** Durations, easings, breakpoints and the chrome's fixed sizes. */
export const MotionBreakpointsAndLayout: Story = {
  render: () => <MotionAndLayout />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--om-layout-header-height')).toBeVisible();
    // Stories run with reduced motion requested, so every duration reads 0 ms.
    await expect(
      getComputedStyle(document.documentElement).getPropertyValue('--om-motion-duration-standard').trim(),
    ).toBe(window.matchMedia('(prefers-reduced-motion: reduce)').matches ? '0ms' : '300ms');
  },
};
