import { type JsonObject, type JsonValue, writeJson } from './jsonText';
import { RpcError, rpcCodes } from './rpcError';

/** What an RPC call resolves to; it throws RpcError for the call's error. */
export type RpcExecutor = (
  method: string,
  params: readonly unknown[] | Readonly<Record<string, unknown>>,
) => Promise<JsonValue>;

/** An HTTP answer: a status and a JSON body, or no body at all (204). */
export interface RpcReply {
  readonly status: number;
  readonly body?: string;
}

/**
 * JSONRPCRequest's state (src/rpc/request.cpp). One instance serves a whole batch, as in Core: an element that is not
 * even an object is answered with the id and version the element before it left behind.
 */
interface RequestState {
  hasId: boolean;
  id: JsonValue;
  version: 'legacy' | '2.0';
}

interface ParsedRequest {
  readonly method: string;
  readonly params: readonly unknown[] | Readonly<Record<string, unknown>>;
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSONRPCRequest::parse: the id first (so later errors carry it), the version, the method, the params. */
function parseRequest(value: unknown, state: RequestState): ParsedRequest {
  if (!isObject(value)) throw new RpcError(rpcCodes.invalidRequest, 'Invalid Request object');
  state.hasId = 'id' in value;
  state.id = (value.id ?? null) as JsonValue;
  state.version = 'legacy';
  const version = value.jsonrpc ?? null;
  if (version !== null) {
    if (typeof version !== 'string') throw new RpcError(rpcCodes.invalidRequest, 'jsonrpc field must be a string');
    // Some old documentation sent "1.0"; Core takes it for the legacy protocol.
    if (version === '2.0') state.version = '2.0';
    else if (version !== '1.0') throw new RpcError(rpcCodes.invalidRequest, 'JSON-RPC version not supported');
  }
  const method = value.method ?? null;
  if (method === null) throw new RpcError(rpcCodes.invalidRequest, 'Missing method');
  if (typeof method !== 'string') throw new RpcError(rpcCodes.invalidRequest, 'Method must be a string');
  const params = value.params ?? null;
  if (params === null) return { method, params: [] };
  if (Array.isArray(params) || isObject(params)) return { method, params: params as readonly unknown[] };
  throw new RpcError(rpcCodes.invalidRequest, 'Params must be an array or object');
}

/** JSONRPCReplyObj: legacy replies carry both result and error (one null), 2.0 replies only the one that applies. */
function replyObject(state: RequestState, outcome: { result: JsonValue } | { error: RpcError }): JsonObject {
  const legacy = state.version === 'legacy';
  const error = 'error' in outcome ? { code: outcome.error.code, message: outcome.error.message } : undefined;
  return {
    jsonrpc: legacy ? undefined : '2.0',
    result: 'result' in outcome ? outcome.result : legacy ? null : undefined,
    error: error ?? (legacy ? null : undefined),
    id: state.hasId ? state.id : undefined,
  };
}

function isNotification(state: RequestState): boolean {
  return !state.hasId && state.version === '2.0';
}

/** An exception that is not an RPC error, as the error `code` answers it. */
function asRpcError(error: unknown, code: number): RpcError {
  return error instanceof RpcError ? error : new RpcError(code, error instanceof Error ? error.message : String(error));
}

/** CRPCTable::execute's ExecuteCommand: whatever else a method throws is answered as RPC_MISC_ERROR. */
async function run(request: ParsedRequest, execute: RpcExecutor): Promise<JsonValue> {
  try {
    return await execute(request.method, request.params);
  } catch (error) {
    throw asRpcError(error, rpcCodes.miscError);
  }
}

/** JSONRPCExec with catch_errors: the call's error becomes the reply instead of an HTTP error. */
async function execCaught(request: ParsedRequest, state: RequestState, execute: RpcExecutor): Promise<JsonObject> {
  try {
    return replyObject(state, { result: await run(request, execute) });
  } catch (error) {
    return replyObject(state, { error: asRpcError(error, rpcCodes.miscError) });
  }
}

const ok = (reply: JsonValue): RpcReply => ({ status: 200, body: `${writeJson(reply)}\n` });

/**
 * HTTPReq_JSONRPC after authentication (src/httprpc.cpp, Core 28). A lone legacy request that fails is answered with
 * an HTTP error (404 for an unknown method, 400 for an invalid request, 500 otherwise); a 2.0 request always with
 * 200, the error inside, and a 2.0 notification (no id) with 204; a batch with 200 and an answer per request that is
 * not a notification (204 if every one was).
 */
export async function answerJsonRpc(body: string, execute: RpcExecutor): Promise<RpcReply> {
  const state: RequestState = { hasId: false, id: null, version: 'legacy' };
  try {
    let request: unknown;
    try {
      request = JSON.parse(body);
    } catch {
      throw new RpcError(rpcCodes.parseError, 'Parse error');
    }
    if (isObject(request)) {
      const parsed = parseRequest(request, state);
      const reply =
        state.version === '2.0'
          ? await execCaught(parsed, state, execute)
          : replyObject(state, { result: await run(parsed, execute) });
      return isNotification(state) ? { status: 204 } : ok(reply);
    }
    if (!Array.isArray(request)) throw new RpcError(rpcCodes.parseError, 'Top-level object parse error');
    const replies: JsonObject[] = [];
    for (const element of request as unknown[]) {
      let reply: JsonObject;
      try {
        reply = await execCaught(parseRequest(element, state), state, execute);
      } catch (error) {
        reply = replyObject(state, { error: asRpcError(error, rpcCodes.parseError) });
      }
      if (!isNotification(state)) replies.push(reply);
    }
    return replies.length === 0 && request.length > 0 ? { status: 204 } : ok(replies);
  } catch (error) {
    // JSONErrorReply: the HTTP status follows the error code.
    const rpcError = asRpcError(error, rpcCodes.parseError);
    const status =
      rpcError.code === rpcCodes.invalidRequest ? 400 : rpcError.code === rpcCodes.methodNotFound ? 404 : 500;
    return { status, body: `${writeJson(replyObject(state, { error: rpcError }))}\n` };
  }
}
