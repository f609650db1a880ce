import {
  colorScheme,
  contrasts,
  modes,
  presetNames,
  presetRamps,
  toneNames,
  vars,
  type Contrast,
  type Mode,
} from '@ordmarket/tokens';
import { settingsStrings, useKitStrings } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Swatch } from './blocks/Swatch';
import { ThemeScope } from './blocks/ThemeScope';

const rampSteps = ['lighter', 'light', 'main', 'dark', 'darker'] as const;
const sectionStyle = { display: 'grid', gap: 16, padding: 24 } as const;
const rowStyle = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 8 } as const;

function PresetPanel({ mode, preset }: { mode: Mode; preset: (typeof presetNames)[number] }) {
  const { t } = useKitStrings(settingsStrings);
  const primary = vars.color.primary;
  return (
    <ThemeScope mode={mode} preset={preset}>
      <div data-testid={`preset-${mode}-${preset}`} style={{ display: 'grid', gap: 12 }}>
        <strong style={{ color: primary.text }}>{t(`presets.${preset}`)}</strong>
        <div style={rowStyle}>
          {rampSteps.map((step) => (
            <Swatch key={step} name={step} color={primary[step]} />
          ))}
          <Swatch name="soft" color={primary.soft} />
        </div>
        <span
          style={{
            justifySelf: 'start',
            padding: '6px 12px',
            borderRadius: 8,
            fontWeight: 700,
            background: primary.main,
            color: primary.contrastText,
          }}
        >
          {t(`presets.${preset}`)}
        </span>
      </div>
    </ThemeScope>
  );
}

function PresetsByMode() {
  const { t } = useKitStrings(settingsStrings);
  return (
    <div style={sectionStyle}>
      {modes.map((mode) => (
        <section key={mode} style={{ display: 'grid', gap: 12 }}>
          <h2 style={{ margin: 0 }}>{t(`mode.${mode}`)}</h2>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}>
            {presetNames.map((preset) => (
              <PresetPanel key={preset} mode={mode} preset={preset} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function SurfacePanel({ mode, contrast }: { mode: Mode; contrast: Contrast }) {
  const { t } = useKitStrings(settingsStrings);
  const color = vars.color;
  return (
    <ThemeScope mode={mode} contrast={contrast}>
      <div data-testid={`surface-${mode}-${contrast}`} style={{ display: 'grid', gap: 12 }}>
        <strong>
          {t(`mode.${mode}`)} · {t(`contrast.${contrast}`)}
        </strong>
        <div style={rowStyle}>
          <Swatch name="background.default" color={color.background.default} />
          <Swatch name="background.paper" color={color.background.paper} />
          <Swatch name="background.neutral" color={color.background.neutral} />
          <Swatch name="text.primary" color={color.text.primary} />
          <Swatch name="text.secondary" color={color.text.secondary} />
          <Swatch name="text.disabled" color={color.text.disabled} />
          <Swatch name="divider" color={color.divider} />
          <Swatch name="border" color={color.border} />
        </div>
        <div style={rowStyle}>
          {toneNames.map((tone) => (
            <Swatch key={tone} name={`${tone}.main`} color={color[tone].main} />
          ))}
        </div>
        <p style={{ margin: 0, color: color.text.secondary }}>
          {toneNames.map((tone) => (
            <span key={tone} style={{ color: color[tone].text, marginInlineEnd: 12, fontWeight: 600 }}>
              {tone}
            </span>
          ))}
        </p>
      </div>
    </ThemeScope>
  );
}

function Surfaces() {
  return (
    <div style={{ ...sectionStyle, gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))' }}>
      {modes.flatMap((mode) =>
        contrasts.map((contrast) => <SurfacePanel key={`${mode}-${contrast}`} mode={mode} contrast={contrast} />),
      )}
    </div>
  );
}

const meta = { title: 'Tokens/Colors', tags: ['autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const property = (element: Element, name: string): string =>
  getComputedStyle(element).getPropertyValue(name).trim().toUpperCase();

/** The seven presets in light and dark mode; the swatches read the live CSS variables. */
export const Presets: Story = {
  render: () => <PresetsByMode />,
  play: async ({ canvas }) => {
    for (const mode of modes) {
      for (const preset of presetNames) {
        const panel = canvas.getByTestId(`preset-${mode}-${preset}`);
        await expect(property(panel, '--om-color-primary-main')).toBe(presetRamps[preset].main);
        await expect(property(panel, '--om-color-primary-text')).toBe(
          colorScheme(mode, 'default', preset).primary.text,
        );
      }
    }
  },
};

/** Page surfaces, text, lines and status tones for each mode and contrast. */
export const SurfacesAndTones: Story = {
  render: () => <Surfaces />,
  play: async ({ canvas }) => {
    for (const mode of modes) {
      for (const contrast of contrasts) {
        const panel = canvas.getByTestId(`surface-${mode}-${contrast}`);
        const scheme = colorScheme(mode, contrast, 'default');
        await expect(property(panel, '--om-color-text-secondary')).toBe(scheme.text.secondary);
        await expect(property(panel, '--om-color-background-default')).toBe(scheme.background.default);
      }
    }
  },
};
