import type { Contrast, Mode, PresetName } from '@ordmarket/tokens';
import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';

interface ThemeScopeProps {
  mode: Mode;
  contrast?: Contrast;
  preset?: PresetName;
  children: ReactNode;
}

/**
 * A nested theme: the four attributes on any element select the same tokens as on the root, so a page
 * can show every theme side by side.
 */
export function ThemeScope({ mode, contrast = 'default', preset = 'default', children }: ThemeScopeProps) {
  return (
    <div
      data-om-theme=""
      data-mode={mode}
      data-contrast={contrast}
      data-preset={preset}
      dir="ltr"
      style={{
        color: vars.color.text.primary,
        background: vars.color.background.default,
        padding: 16,
        borderRadius: 12,
        border: `1px solid ${vars.color.divider}`,
      }}
    >
      {children}
    </div>
  );
}
