import type { WalletUtxo } from '@ordmarket/protocol';
import type { ChainSource, EsploraUtxo } from '../../chain/ChainSource';
import { coinVerdict, type CoinAssets } from '../../chain/coinAssets';
import type { Database } from '../../db/database';
import { storedStartHeight } from '../../indexer/aboveGenesis/startHeight';
import { indexedTip } from '../../indexer/indexedTip';
import { inscribedOutpoints } from '../../indexer/inscribedOutpoints';

const outpointOf = (utxo: Pick<EsploraUtxo, 'txid' | 'vout'>) => `${utxo.txid}:${utxo.vout}`;

/**
 * A wallet's UTXOs with what they carry. Fails closed: a coin is spent as payment or dummy only when the market knows
 * it carries no inscription and no rune. Inscriptions: the market's index answers for coins in the blocks it has read
 * (from its start height to its tip); for coins from before its start height only ord can (the chain source's
 * `coinAssets`), and a coin nobody can vouch for counts as inscribed. A coin the index has not seen yet (unconfirmed,
 * or past its tip) may carry an inscription nobody indexed, so it counts as inscribed too. Runes come from ord alone;
 * a coin with runes, or whose runes ord cannot tell, is never spent either (`inscriptions` then says 'some' or
 * 'unknown': the one field protocol's coin selection reads for "not plain sats").
 */
export async function walletCoins(db: Database, chain: ChainSource, address: string): Promise<WalletUtxo[]> {
  const utxos = await chain.addressUtxos(address);
  const tip = (await indexedTip(db))?.height ?? -1;
  const start = await storedStartHeight(db);
  const readable = utxos.filter(
    (utxo) => utxo.status.confirmed && utxo.status.block_height !== undefined && utxo.status.block_height <= tip,
  );
  const covered = new Set(
    readable.filter((utxo) => (utxo.status.block_height ?? -1) >= start).map((utxo) => outpointOf(utxo)),
  );
  const indexedInscribed = await inscribedOutpoints(
    db,
    readable.filter((utxo) => covered.has(outpointOf(utxo))),
  );
  // One batched question for every coin the index has read: ord may know of runes, or of inscriptions from before
  // the start height. A source that cannot tell says 'unknown' (devnet, Esplora: no runes there to carry on the devnet).
  const assets: ReadonlyMap<string, CoinAssets> =
    readable.length > 0 ? await chain.coinAssets(readable.map(outpointOf)) : new Map();
  return utxos.map((utxo) => {
    const outpoint = outpointOf(utxo);
    const said = assets.get(outpoint);
    return {
      txid: utxo.txid,
      vout: utxo.vout,
      value: BigInt(utxo.value),
      inscriptions:
        said === undefined ? 'unknown' : coinVerdict(covered.has(outpoint), indexedInscribed.has(outpoint), said),
    };
  });
}
