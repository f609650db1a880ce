import { typeScale, vars, type TypeVariant } from '@ordmarket/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenTable } from './blocks/TokenTable';

const variants = Object.keys(typeScale) as TypeVariant[];

function TypeScale() {
  return (
    <div style={{ padding: 24 }}>
      <TokenTable
        caption="Type scale"
        rows={variants.map((variant) => {
          const step = typeScale[variant];
          const live = vars.typography[variant];
          return {
            name: variant,
            value: `${step.size} / ${step.lineHeight} / ${step.weight}`,
            sample: (
              <span
                data-testid={`sample-${variant}`}
                style={{
                  fontSize: live.size,
                  lineHeight: live.lineHeight,
                  fontWeight: live.weight,
                  letterSpacing: live.letterSpacing,
                  textTransform: variant === 'overline' ? 'uppercase' : 'none',
                }}
              >
                Inscription #69420 · 0.00123456 BTC
              </span>
            ),
          };
        })}
      />
    </div>
  );
}

const meta = { title: 'Tokens/Typography', tags: ['autodocs'] } satisfies Meta;
export default meta;

/** Every step of the type scale, set in the bundled Inter. */
export const Scale: StoryObj<typeof meta> = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    // load() resolves to the faces it found: none means the bundled font never reached the page.
    await expect(await document.fonts.load('700 16px "Inter Variable"', 'Ordmarket')).not.toHaveLength(0);
    await expect(await document.fonts.load('400 16px "Noto Sans SC Variable"', '铭文')).not.toHaveLength(0);
    const h1 = getComputedStyle(canvas.getByTestId('sample-h1'));
    await expect(h1.fontSize).toBe('40px');
    await expect(h1.fontWeight).toBe('800');
    await expect(getComputedStyle(canvas.getByTestId('sample-body2')).fontSize).toBe('14px');
  },
};
