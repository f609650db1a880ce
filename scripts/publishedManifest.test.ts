import { describe, expect, it } from 'vitest';
import { publishedManifest } from './publishedManifest';

describe('publishedManifest', () => {
  it('points source exports at built modules with their declarations', () => {
    const published = publishedManifest(
      {
        name: '@ordmarket/ui',
        version: '0.1.0',
        sideEffects: ['*.css', './src/theme/fonts.ts'],
        exports: { '.': './src/index.ts', './fonts': './src/theme/fonts.ts', './tokens.css': './dist/tokens.css' },
        dependencies: { valtio: '^2.3.2' },
        peerDependencies: { react: '^19' },
      },
      'src',
    );
    expect(published.exports).toEqual({
      '.': { types: './index.d.ts', import: './index.js' },
      './fonts': { types: './theme/fonts.d.ts', import: './theme/fonts.js' },
      './tokens.css': './tokens.css',
    });
    expect(published.sideEffects).toEqual(['*.css', './theme/fonts.js']);
    expect(published.peerDependencies).toEqual({ react: '^19' });
    expect(published.type).toBe('module');
  });

  it('handles a package whose sources sit at its root', () => {
    const published = publishedManifest(
      { name: '@ordmarket/locales', version: '0.1.0', sideEffects: false, exports: { '.': './index.ts' } },
      '',
    );
    expect(published.exports).toEqual({ '.': { types: './index.d.ts', import: './index.js' } });
    expect(published.sideEffects).toBe(false);
  });
});
