import type { ChainSource } from '../../ChainSource';
import { ChainUnavailable } from '../../esplora/chainHttpErrors';

/**
 * The chain as a market with ord sees it, for tests of what ord's verdicts decide: while `ordIsDown()` every look at
 * coins fails as an unreachable ord's does; otherwise the outputs of transaction `txid` carry runes and the rest are as
 * the chain says. ord's real answers are proven against ord's own fixtures elsewhere (ordCoinAssets.test.ts).
 * Test-only.
 */
export function ordSaysRunes(chain: ChainSource, txid: string, ordIsDown: () => boolean): ChainSource {
  return {
    ...chain,
    coinAssets: async (outpoints) => {
      if (ordIsDown()) throw new ChainUnavailable('ord did not answer');
      const said = await chain.coinAssets(outpoints);
      return new Map(
        [...said].map(([outpoint, assets]) => [
          outpoint,
          outpoint.startsWith(`${txid}:`) ? { ...assets, runes: 'some' } : assets,
        ]),
      );
    },
  };
}
