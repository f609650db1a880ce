import { blockchainMethods } from './blockchainMethods';
import { feeMethods } from './feeMethods';
import type { JsonValue } from './jsonText';
import { mempoolMethods } from './mempoolMethods';
import { networkMethods } from './networkMethods';
import { rawTransactionMethods } from './rawTransactionMethods';
import { checkParams, helpText, positionalParams } from './rpcArgs';
import { RpcError, rpcCodes } from './rpcError';
import type { CoreContext, RpcMethod } from './rpcMethod';

/** Array.isArray, which does not narrow a readonly array out of a union by itself. */
function byPosition(params: readonly unknown[] | Readonly<Record<string, unknown>>): params is readonly unknown[] {
  return Array.isArray(params);
}

const methods = new Map<string, RpcMethod>(
  [...blockchainMethods, ...rawTransactionMethods, ...mempoolMethods, ...feeMethods, ...networkMethods].map(
    (method) => [method.name, method],
  ),
);

/**
 * CRPCTable::execute (src/rpc/server.cpp): the method by its exact name (-32601 "Method not found" otherwise),
 * named parameters turned positional, then RPCHelpMan's checks, then the method.
 */
export async function executeRpc(
  name: string,
  params: readonly unknown[] | Readonly<Record<string, unknown>>,
  context: CoreContext,
): Promise<JsonValue> {
  const method = methods.get(name);
  if (method === undefined) throw new RpcError(rpcCodes.methodNotFound, 'Method not found');
  const positional = byPosition(params) ? params : positionalParams(params, method.args);
  checkParams(helpText(method.name, method.description, method.args), method.args, positional);
  return method.run(positional, context);
}
