import type { NetworkName } from '@ordmarket/protocol';

/** Whether a coin carries an asset: known not to, known to, or not known (never spent then). */
export type AssetVerdict = 'none' | 'some' | 'unknown';

/** What a coin carries beyond its sats, as a chain source can say: inscriptions and runes. */
export interface CoinAssets {
  readonly inscriptions: AssetVerdict;
  readonly runes: AssetVerdict;
}

/**
 * What a source that indexes neither inscriptions nor runes (the devnet, Esplora, bitcoind) says of any coin: it
 * cannot tell inscriptions (the market's own index decides where it covers), and it knows of no runes only on the
 * devnet, where the market reads no rune protocol and a rune could not be etched for anyone to trade.
 */
export function unknownAssets(network: NetworkName): CoinAssets {
  return { inscriptions: 'unknown', runes: network === 'devnet' ? 'none' : 'unknown' };
}

/** The same verdict for every outpoint asked. */
export function assetsOfEach(outpoints: readonly string[], assets: CoinAssets): Map<string, CoinAssets> {
  return new Map(outpoints.map((outpoint) => [outpoint.toLowerCase(), assets]));
}

/**
 * One verdict on a coin from the market's index and the source's answer: 'some' if either sees an asset, 'none' only
 * when both can tell. `covered`: the index has read the coin's block (from its start height), so it alone answers for
 * inscriptions and an inscription it does not hold is not there.
 */
export function coinVerdict(covered: boolean, indexedInscribed: boolean, said: CoinAssets): AssetVerdict {
  const inscribed: AssetVerdict = covered
    ? indexedInscribed || said.inscriptions === 'some'
      ? 'some'
      : 'none'
    : said.inscriptions;
  if (inscribed === 'some' || said.runes === 'some') return 'some';
  if (inscribed === 'unknown' || said.runes === 'unknown') return 'unknown';
  return 'none';
}
