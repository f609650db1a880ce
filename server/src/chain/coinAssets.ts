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
