import { tokensCss, vars } from '@ordmarket/tokens';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { precomputedTokens, tokensStylesheetId } from './precomputedTokens';

/** Every file a build wrote, whichever shape its answer took. */
function outputsOf(result: Awaited<ReturnType<typeof build>>): Array<Rolldown.OutputChunk | Rolldown.OutputAsset> {
  if (Array.isArray(result)) return result.flatMap((one) => one.output);
  return 'output' in result ? result.output : [];
}

/** Bundles a one-line entry with the plugin, as the app's build does, and answers the output chunk. */
async function bundle(entry: string): Promise<Rolldown.OutputChunk> {
  const virtualEntry = 'virtual:entry';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === virtualEntry ? id : undefined),
        load: (id) => (id === virtualEntry ? entry : undefined),
      },
      precomputedTokens(),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: virtualEntry, preserveEntrySignatures: 'exports-only' },
    },
  });
  const chunk = outputsOf(result).find((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  if (chunk === undefined) throw new Error('The build wrote no chunk.');
  return chunk;
}

describe('the tokens the app gets at build time', () => {
  it('gives the same var() references the tokens compute, without their colour maths', async () => {
    const chunk = await bundle(`export { vars } from '@ordmarket/tokens';`);
    const built = (await import(`data:text/javascript,${encodeURIComponent(chunk.code)}`)) as { vars: unknown };
    expect(built.vars).toEqual(vars);
    expect(chunk.moduleIds.filter((id) => /colord|colorScheme/.test(id))).toEqual([]);
  });

  it("compiles every theme's custom properties into the app's stylesheet", async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [precomputedTokens()],
      build: { write: false, rolldownOptions: { input: tokensStylesheetId } },
    });
    const stylesheet = outputsOf(result).find((output) => output.type === 'asset' && output.fileName.endsWith('.css'));
    const css = stylesheet?.type === 'asset' ? String(stylesheet.source) : '';
    // Minified by the build (quotes dropped, colours shortened), so compared by what it declares and for whom.
    const propertiesOf = (sheet: string) => new Set(sheet.match(/--om-[\w-]+(?=:)/g));
    const themesOf = (sheet: string) =>
      new Set(sheet.match(/\[data-[^\]]+\]/g)?.map((attribute) => attribute.replace(/'/g, '')));
    expect(propertiesOf(css)).toEqual(propertiesOf(tokensCss()));
    expect(themesOf(css)).toEqual(themesOf(tokensCss()));
    expect(themesOf(css)).toContain('[data-preset=cyan]');
  });
});
