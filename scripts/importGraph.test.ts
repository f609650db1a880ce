import { describe, expect, it } from 'vitest';
import { layeringProblems, runtimeImports, type Layering } from './importGraph';

describe('runtimeImports', () => {
  it('keeps the imports that stay in the built code, with their lines', () => {
    const text = [
      "import { a } from './a';",
      "import './styles';",
      "export { b } from '../b';",
      "export * from './c';",
      "const lazyScreen = lazy(() => import('./screen'));",
      "import { external } from 'react';",
    ].join('\n');
    expect(runtimeImports('x.tsx', text)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: './styles', line: 2 },
      { specifier: '../b', line: 3 },
      { specifier: './c', line: 4 },
      { specifier: './screen', line: 5 },
    ]);
  });

  it('drops imports of types alone, which vanish from the built code', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "export type { D } from './d';",
      "export { type E } from './e';",
      "import { type F, g } from './g';",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual([{ specifier: './g', line: 5 }]);
  });
});

const layering: Layering = { root: 'src', layers: [['api'], ['stores'], ['screens']], apartInside: ['screens'] };
const file = (path: string, ...imports: string[]) => ({
  path,
  text: imports.map((specifier, index) => `import { x${index} } from '${specifier}';`).join('\n'),
});

describe('layeringProblems', () => {
  it("takes imports down the layers, into folder indexes, within a folder and from a held-apart folder's own files", () => {
    const tree = [
      file('api/client.ts'),
      file('stores/index.ts', '../api/client'),
      file('screens/home/Home.tsx', '../../stores', '../../api/client', './HomeGrid'),
      file('screens/home/HomeGrid.tsx', '../screenTitle'),
      file('screens/screenTitle.ts'),
      file('main.tsx', './screens/home/Home', './stores'),
    ];
    expect(layeringProblems(tree, layering)).toEqual([]);
  });

  it('names an import up or across the layers, and a screen reaching into another', () => {
    const tree = [
      file('api/client.ts', '../stores'),
      file('stores/index.ts', '../main'),
      file('screens/home/Home.tsx', '../asset/AssetCard'),
      file('screens/asset/AssetCard.tsx'),
      file('main.tsx'),
    ];
    expect(layeringProblems(tree, layering)).toEqual([
      'src/api/client.ts:1 imports ../stores: api/ may only import folders in layers below its own, and stores/ is not one',
      'src/stores/index.ts:1 imports ../main: stores/ may only import folders in layers below its own, and (entry files)/ is not one',
      'src/screens/home/Home.tsx:1 imports ../asset/AssetCard: screens/home/ reaches into screens/asset/; share it from a lower folder',
    ]);
  });

  it('asks for a new folder to be placed in a layer', () => {
    expect(layeringProblems([file('widgets/Thing.tsx')], layering)).toEqual([
      'src/widgets/ is in no layer: place it in scripts/importGraph.ts',
    ]);
  });
});

describe('layers inside a folder', () => {
  const marketLayering: Layering = {
    root: 'src',
    layers: [['db'], ['market']],
    apartInside: [],
    innerLayers: { market: [['nft'], ['purchase']] },
  };

  it('takes subfolders down their layers and lets every subfolder use the folder’s own files', () => {
    const tree = [
      file('db/schema.ts'),
      file('market/fields.ts', '../db/schema'),
      file('market/nft/listing.ts', '../fields', './view'),
      file('market/nft/view.ts'),
      file('market/purchase/buy.ts', '../nft/listing', '../fields'),
    ];
    expect(layeringProblems(tree, marketLayering)).toEqual([]);
  });

  it('names a subfolder reaching up, the folder’s own files reaching into a subfolder, and an unplaced subfolder', () => {
    const tree = [
      file('market/fields.ts', './nft/listing'),
      file('market/nft/listing.ts', '../purchase/buy'),
      file('market/purchase/buy.ts'),
      file('market/offers/offer.ts', '../fields'),
    ];
    expect(layeringProblems(tree, marketLayering)).toEqual([
      "src/market/fields.ts:1 imports ./nft/listing: market/'s own files may only import market/'s own files and subfolders in layers below, and market/nft/ is not one",
      "src/market/nft/listing.ts:1 imports ../purchase/buy: market/nft/ may only import market/'s own files and subfolders in layers below, and market/purchase/ is not one",
      'market/offers/ is in no layer: place it in scripts/importGraph.ts',
    ]);
  });
});
