import type { NetworkName } from '@ordmarket/protocol';
import type { ServerConfig } from '../../config/config';
import type { ChainSource, EsploraUtxo } from '../ChainSource';
import { TooManyCoins } from '../esplora/chainHttpErrors';
import type { AssetVerdict, CoinAssets } from '../coinAssets';
import type { OrdClient } from './OrdClient';
import type { OrdOutput } from './ordSchemas';

/** How long ord's /status answer (which indexes it keeps) is trusted before it is asked again. */
const statusTtlMs = 60_000;

/**
 * ord as the market's coin-safety oracle: what each outpoint carries, from POST /outputs. A coin ord does not know,
 * has not indexed yet (it lags), or runs without the index to tell, is 'unknown', and an unknown coin is never spent.
 * Runes only matter where they exist: on the devnet none are etched, on every real network ord must run with
 * --index-runes for a coin to count as rune-free (ord before 0.22.1 answers an empty list without a rune index, so
 * its /status says whether the list means anything).
 */
export function ordCoinAssets(
  ord: OrdClient,
  network: NetworkName,
  now: () => number = Date.now,
): (outpoints: readonly string[]) => Promise<Map<string, CoinAssets>> {
  const runesMatter = network !== 'devnet';
  let status: { readonly runeIndex: boolean; readonly until: number } | undefined;
  const hasRuneIndex = async (): Promise<boolean> => {
    if (status === undefined || status.until <= now()) {
      status = { runeIndex: (await ord.status()).runeIndex, until: now() + statusTtlMs };
    }
    return status.runeIndex;
  };

  const runesOf = async (output: OrdOutput): Promise<AssetVerdict> => {
    if (output.runes !== undefined && output.runes.length > 0) return 'some';
    if (!runesMatter) return 'none';
    if (output.runes === undefined) return 'unknown';
    return (await hasRuneIndex()) ? 'none' : 'unknown';
  };
  const inscriptionsOf = (output: OrdOutput): AssetVerdict => {
    if (output.inscriptions === undefined) return 'unknown';
    return output.inscriptions.length > 0 ? 'some' : 'none';
  };

  return async (outpoints) => {
    const outputs = await ord.outputs(outpoints);
    const verdicts = new Map<string, CoinAssets>();
    for (const outpoint of outpoints.map((asked) => asked.toLowerCase())) {
      const output = outputs.get(outpoint);
      // ord has not seen the output's block (it lags the chain), or does not know the output at all.
      if (output === undefined || output.indexed === false) {
        verdicts.set(outpoint, { inscriptions: 'unknown', runes: runesMatter ? 'unknown' : 'none' });
        continue;
      }
      verdicts.set(outpoint, { inscriptions: inscriptionsOf(output), runes: await runesOf(output) });
    }
    return verdicts;
  };
}

/**
 * The chain with ord answering what coins carry, where ord is configured; the chain as it is otherwise. ord also
 * lists the coins of a wallet Esplora will not list (more than its limit, a collector's): from its address index,
 * confirmed coins only, which is all a purchase spends anyway.
 */
export function withCoinOracle(chain: ChainSource, ord: OrdClient | undefined): ChainSource {
  if (ord === undefined) return chain;
  return {
    ...chain,
    coinAssets: ordCoinAssets(ord, chain.network),
    addressUtxos: async (address) => {
      try {
        return await chain.addressUtxos(address);
      } catch (error) {
        if (!(error instanceof TooManyCoins)) throw error;
        return coinsFromOrd(ord, address);
      }
    },
  };
}

/** ord's outputs of an address as Esplora lists coins; a coin whose height ord does not say reads as unconfirmed. */
async function coinsFromOrd(ord: OrdClient, address: string): Promise<EsploraUtxo[]> {
  const [outputs, height] = await Promise.all([ord.addressOutputs(address), ord.blockHeight()]);
  return outputs.flatMap((output): EsploraUtxo[] => {
    const [txid, vout] = (output.outpoint ?? '').split(':');
    if (output.spent || txid === undefined || vout === undefined) return [];
    const confirmations = output.confirmations ?? 0;
    const status =
      confirmations > 0 ? { confirmed: true, block_height: height - confirmations + 1 } : { confirmed: false };
    return [{ txid, vout: Number(vout), value: output.value, status }];
  });
}

/**
 * On a real network no coin may be spent without ord's word on its runes (and, below the start height, its
 * inscriptions): a server without ORD_URL could never let anyone pay, so it refuses to start, saying why.
 */
export function requireCoinOracle(config: Pick<ServerConfig, 'NETWORK' | 'ORD_URL'>): void {
  if (config.NETWORK === 'devnet' || config.ORD_URL !== undefined) return;
  throw new Error(
    `Invalid server configuration. ORD_URL: required on NETWORK=${config.NETWORK}: ord (0.16 or later, with --index-runes) says which coins carry inscriptions or runes, and the market spends no coin without its word.`,
  );
}
