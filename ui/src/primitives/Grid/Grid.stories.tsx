import type { Breakpoint } from '@ordmarket/tokens';
import { vars } from '@ordmarket/tokens';
import { Container, Grid } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

function Tiles({ count }: { count: number }) {
  return (
    <Container style={{ paddingBlock: 24 }}>
      <Grid data-testid="grid">
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            style={{
              aspectRatio: '1',
              display: 'grid',
              placeItems: 'center',
              borderRadius: 12,
              background: vars.color.background.neutral,
              color: vars.color.text.secondary,
              fontWeight: 600,
            }}
          >
            #{index + 1}
          </div>
        ))}
      </Grid>
    </Container>
  );
}

const meta = {
  title: 'UI/Grid',
  component: Tiles,
  args: { count: 16 },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

function atBreakpoint(breakpoint: Breakpoint, columns: number): Story {
  return {
    globals: { viewport: { value: breakpoint, isRotated: false } },
    play: async ({ canvas }) => {
      const grid = canvas.getByTestId('grid');
      const style = getComputedStyle(grid);
      await expect(style.gridTemplateColumns.split(' ')).toHaveLength(columns);
      await expect(style.columnGap).toBe('16px');
      await expect(style.rowGap).toBe('16px');
    },
  };
}

/** Phones: 2 columns. */
export const ExtraSmall = atBreakpoint('xs', 2);
/** From 600 px: still 2 columns. */
export const Small = atBreakpoint('sm', 2);
/** From 900 px: 3 columns. */
export const Medium = atBreakpoint('md', 3);
/** From 1200 px: 6 columns. */
export const Large = atBreakpoint('lg', 6);
/** From 1560 px: 8 columns. */
export const ExtraLarge = atBreakpoint('lg2', 8);
/** At 2560 px: still 8 columns, wider cards. */
export const Wide = atBreakpoint('xl', 8);
