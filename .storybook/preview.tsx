import '@ordmarket/ui/fonts';
import { languages } from '@ordmarket/locales';
import { contrasts, directions, modes, presetNames } from '@ordmarket/tokens';
import { applySettings, ThemeStyles } from '@ordmarket/ui';
import type { Preview } from '@storybook/react-vite';
import type { GlobalTypes } from 'storybook/internal/csf';
import { initI18n, loadLanguage } from '@ordmarket/app/i18n';
import { ThemeFromGlobals } from './ThemeFromGlobals';
import { breakpointViewports } from './viewports';

applySettings(document.documentElement);

type ToolbarIcon = NonNullable<GlobalTypes[string]['toolbar']>['icon'];

function toolbar(title: string, icon: ToolbarIcon, values: readonly string[]): GlobalTypes[string] {
  return {
    description: title,
    toolbar: { title, icon, items: values.map((value) => ({ value, title: value })), dynamicTitle: true },
  };
}

const preview: Preview = {
  globalTypes: {
    mode: toolbar('Mode', 'mirror', modes),
    contrast: toolbar('Contrast', 'contrast', contrasts),
    direction: toolbar('Direction', 'transfer', directions),
    preset: toolbar('Preset', 'paintbrush', presetNames),
    language: toolbar('Language', 'globe', languages),
  },
  initialGlobals: { mode: 'dark', contrast: 'default', direction: 'ltr', preset: 'default', language: 'en' },
  // Stories switch language from the toolbar at once: both languages' strings, the app's and the kit's, are in
  // before any story renders.
  loaders: [
    async () => {
      await initI18n();
      await Promise.all(languages.map(loadLanguage));
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <ThemeFromGlobals globals={globals}>
        <ThemeStyles />
        <Story />
      </ThemeFromGlobals>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: breakpointViewports },
    backgrounds: { disable: true },
    // Tests check axe in light, dark and rtl themselves (.storybook/vitest.setup.ts); the panel stays for people.
    a11y: { test: 'off' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
