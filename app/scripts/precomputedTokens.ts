import { dirname, join } from 'node:path';
import { tokensCss, vars } from '@ordmarket/tokens';
import type { Plugin } from 'vite';

/** What the app imports to get every theme's custom properties as a stylesheet. */
export const tokensStylesheetId = 'virtual:ordmarket/tokens.css';
// Vite's convention for a virtual module: the leading NUL keeps other plugins from treating it as a file.
const resolvedStylesheetId = `\0${tokensStylesheetId}`;

/** The module that replaces tokens' vars.ts in the app: the same references, as a literal. */
const varsModule = `export const vars = ${JSON.stringify(vars)};\n`;

/**
 * Does the design tokens' work when the app is built rather than in every visitor's browser:
 * - `virtual:ordmarket/tokens.css` is every theme's custom properties, as a stylesheet;
 * - the tokens' `vars` (the typed `var(--om-...)` references every style reads) arrive as a literal, so the
 *   colour maths that names them (and colord) stays out of the first load: about 2 KB of compressed
 *   JavaScript. The kit's ThemeStyles and the tokens' own vars.ts still do this work at run time for
 *   products without this build step.
 */
export function precomputedTokens(): Plugin {
  let varsPath: string | undefined;
  return {
    name: 'ordmarket:precomputed-tokens',
    async buildStart() {
      const tokensEntry = await this.resolve('@ordmarket/tokens');
      if (tokensEntry === null) throw new Error('The app cannot resolve @ordmarket/tokens.');
      varsPath = join(dirname(tokensEntry.id), 'vars.ts');
    },
    resolveId: (id) => (id === tokensStylesheetId ? resolvedStylesheetId : undefined),
    load(id) {
      if (id === resolvedStylesheetId) return tokensCss();
      if (id === varsPath) return varsModule;
      return undefined;
    },
  };
}
