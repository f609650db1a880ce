import type { Database } from '../../../db/database';
import type { Devnet } from '../Devnet';
import type { JsonValue } from './jsonText';
import type { ArgSpec } from './rpcArgs';

/** What the RPC methods and REST answers read and act on: the devnet's tables and the devnet itself (its rules, fees). */
export interface CoreContext {
  readonly db: Database;
  readonly devnet: Devnet;
}

/** One of Bitcoin Core's RPC methods (an RPCHelpMan): its parameters and what it answers. */
export interface RpcMethod {
  readonly name: string;
  /** The help's description, in the devnet's words. */
  readonly description: string;
  readonly args: readonly ArgSpec[];
  /** Runs on positional parameters already checked against `args`; an RpcError is answered as the call's error. */
  readonly run: (params: readonly unknown[], context: CoreContext) => Promise<JsonValue>;
}
