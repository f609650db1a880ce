import { describe, expect, it } from 'vitest';
import { itemCount, launchpadMintFigures, seedCollections } from './marketCatalog';

describe('the seeded market catalog', () => {
  const launched = seedCollections.filter((collection) => collection.launchpad !== undefined);

  it.each(['full', 'small'] as const)(
    "gives each launchpad mint figures that add up to its collection's supply (%s scale)",
    (scale) => {
      expect(launched.map(({ id }) => id)).toEqual(['ordinal-circles', 'satoshi-shapes', 'rune-rain']);
      for (const collection of launched) {
        const inscribed = itemCount(collection, scale);
        const mint = launchpadMintFigures(collection, scale);
        // What is inscribed plus what the mint can still add is the supply the collection page shows.
        expect(inscribed + mint.supply - mint.mintedNum).toBe(collection.supply);
        // Something is left to mint, so the mint banner does not open sold out.
        expect(mint.mintedNum).toBeLessThan(mint.supply);
        if (collection.launchpad?.kind === 'prepared') {
          expect(mint).toEqual({ supply: collection.supply, mintedNum: inscribed });
        } else {
          expect(mint.mintedNum).toBe(0);
        }
      }
    },
  );

  it('inscribes every piece at launch of a collection without a launchpad mint', () => {
    for (const collection of seedCollections.filter((entry) => entry.launchpad === undefined))
      expect(itemCount(collection, 'full')).toBe(collection.supply);
  });
});
