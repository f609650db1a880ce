import type { NetworkName } from '@ordmarket/protocol';
import { scriptAddress } from '../scriptAddress';

/**
 * Who a script is in the activity and a tick's deployer: its address, or the script's hex when it has none (a
 * burn to OP_RETURN, a bare multisig), as explorers show such outputs.
 */
export function holder(pkscript: string, network: NetworkName): string {
  return scriptAddress(pkscript, network) ?? pkscript;
}
