import { describe, expect, it } from 'vitest';
import { contrasts, modes, presetNames } from '../themeAxes';
import { vars } from '../vars';
import { tokensCss } from './tokensCss';

type Declarations = Map<string, string>;

/** Top-level rules of the stylesheet as selector -> declarations; media blocks are left out. */
function parseRules(css: string): Map<string, Declarations> {
  const rules = new Map<string, Declarations>();
  const topLevel = css.slice(0, css.indexOf('@media'));
  for (const match of topLevel.matchAll(/^([^\s@}][^{]*)\{\n([^}]*)\}/gm)) {
    const [, selector = '', body = ''] = match;
    const declarations: Declarations = new Map();
    for (const line of body.split('\n')) {
      const declaration = /^\s*(--[\w-]+|color-scheme):\s*(.+);$/.exec(line);
      if (declaration?.[1] && declaration[2]) declarations.set(declaration[1], declaration[2]);
    }
    rules.set(selector.trim(), declarations);
  }
  return rules;
}

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value ? leaves(value) : [],
  );
}

const css = tokensCss();
const rules = parseRules(css);
const referenced = leaves(vars).map((ref) => ref.replace(/^var\((--[\w-]+)\)$/, '$1'));

describe('tokens.css', () => {
  it.each(
    modes.flatMap((mode) => contrasts.flatMap((contrast) => presetNames.map((preset) => [mode, contrast, preset]))),
  )('declares every typed variable for %s / %s / %s', (mode, contrast, preset) => {
    const declared = new Set([
      ...(rules.get(':root, [data-om-theme]')?.keys() ?? []),
      ...(rules.get(`[data-mode='${mode}'][data-contrast='${contrast}']`)?.keys() ?? []),
      ...(rules.get(`[data-mode='${mode}'][data-preset='${preset}']`)?.keys() ?? []),
    ]);
    expect(referenced.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('never writes an undefined or NaN value', () => {
    expect(css).not.toMatch(/undefined|NaN|\[object/);
  });

  it('mirrors directional offsets in right-to-left pages', () => {
    expect(rules.get("[dir='rtl']")?.get('--om-direction-sign')).toBe('-1');
    expect(rules.get(':root, [data-om-theme]')?.get('--om-direction-sign')).toBe('1');
  });

  it('tells the browser which colour scheme each mode is', () => {
    expect(rules.get("[data-mode='dark'][data-contrast='bold']")?.get('color-scheme')).toBe('dark');
    expect(rules.get("[data-mode='light'][data-contrast='default']")?.get('color-scheme')).toBe('light');
  });

  it('stops motion for people who ask for reduced motion', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toContain('--om-motion-duration-standard: 0ms;');
  });

  it('exposes the layout sizes of the spec', () => {
    const root = rules.get(':root, [data-om-theme]');
    expect(root?.get('--om-layout-header-height')).toBe('72px');
    expect(root?.get('--om-layout-nav-width')).toBe('280px');
    expect(root?.get('--om-layout-nav-mini-width')).toBe('72px');
    expect(root?.get('--om-layout-drawer-width')).toBe('399px');
    expect(root?.get('--om-layout-settings-drawer-width')).toBe('260px');
  });
});
