import type { NetworkName, OpiEvent } from '@ordmarket/protocol';
import { scriptAddress } from '../scriptAddress';

/** An event as OPI's brc20_events keeps it and activity_on_block answers it: numbers and flags as text. */
export type OpiEventJson = Record<string, string | null>;

/**
 * The JSON OPI's indexer stores for an event (modules/brc20_index/src/types/events): pkscripts as `*_pkScript`,
 * each with its `*_wallet` (the address, or '' when the script has none), amounts as 10^18-scaled integers in
 * text, `decimals`, `is_self_mint` and `block_height` as text too. A transfer's move names the transaction that
 * made it (`using_tx_id`); sent as fee, its spent script and wallet are null.
 */
export function opiEventJson(event: OpiEvent, network: NetworkName, usingTxid: string): OpiEventJson {
  const wallet = (pkscript: string) => scriptAddress(pkscript, network) ?? '';
  switch (event.type) {
    case 'deploy-inscribe':
      return {
        decimals: String(event.decimals),
        deployer_pkScript: event.deployerPkscript,
        deployer_wallet: wallet(event.deployerPkscript),
        tick: event.tick,
        original_tick: event.originalTick,
        max_supply: event.maxSupply.toString(),
        limit_per_mint: event.limitPerMint.toString(),
        is_self_mint: String(event.selfMint),
      };
    case 'mint-inscribe':
      return {
        minted_pkScript: event.mintedPkscript,
        minted_wallet: wallet(event.mintedPkscript),
        tick: event.tick,
        original_tick: event.originalTick,
        amount: event.amount.toString(),
        parent_id: event.parentId,
      };
    case 'transfer-inscribe':
      return {
        source_pkScript: event.sourcePkscript,
        source_wallet: wallet(event.sourcePkscript),
        tick: event.tick,
        original_tick: event.originalTick,
        amount: event.amount.toString(),
      };
    case 'transfer-transfer':
      return {
        source_pkScript: event.sourcePkscript,
        source_wallet: wallet(event.sourcePkscript),
        spent_pkScript: event.spentPkscript,
        // OPI writes None (null) where a spent script has no address, unlike the other wallets' ''.
        spent_wallet: event.spentPkscript === null ? null : (scriptAddress(event.spentPkscript, network) ?? null),
        tick: event.tick,
        original_tick: event.originalTick,
        amount: event.amount.toString(),
        using_tx_id: usingTxid,
      };
    case 'predeploy-inscribe':
      return {
        predeployer_pkScript: event.predeployerPkscript,
        predeployer_wallet: wallet(event.predeployerPkscript),
        hash: event.hash,
        block_height: String(event.height),
      };
  }
}
