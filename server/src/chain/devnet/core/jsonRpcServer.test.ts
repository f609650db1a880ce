import { describe, expect, it } from 'vitest';
import { answerJsonRpc, type RpcExecutor } from './jsonRpcServer';
import type { JsonValue } from './jsonText';
import { RpcError } from './rpcError';

/** echo answers its params; fail throws an RPC error; crash throws anything else; the rest are unknown. */
const execute: RpcExecutor = (method, params) => {
  if (method === 'echo') return Promise.resolve(params as JsonValue);
  if (method === 'fail') return Promise.reject(new RpcError(-8, 'Block height out of range'));
  if (method === 'crash') return Promise.reject(new Error('disk on fire'));
  return Promise.reject(new RpcError(-32601, 'Method not found'));
};
const answer = async (body: unknown) => {
  const reply = await answerJsonRpc(typeof body === 'string' ? body : JSON.stringify(body), execute);
  return { status: reply.status, body: reply.body === undefined ? undefined : (JSON.parse(reply.body) as unknown) };
};

describe('JSON-RPC as Core 28 speaks it', () => {
  it('answers a legacy request with result and error both, and an HTTP error when it fails', async () => {
    expect(await answer({ id: 7, method: 'echo', params: [1] })).toEqual({
      status: 200,
      body: { result: [1], error: null, id: 7 },
    });
    expect(await answer({ jsonrpc: '1.0', id: 'a', method: 'fail' })).toEqual({
      status: 500,
      body: { result: null, error: { code: -8, message: 'Block height out of range' }, id: 'a' },
    });
    expect((await answer({ id: 1, method: 'nope' })).status).toBe(404);
    expect(await answer({ id: 1, method: 'crash' })).toEqual({
      status: 500,
      body: { result: null, error: { code: -1, message: 'disk on fire' }, id: 1 },
    });
    // No id: none in the answer either.
    expect(await answer({ method: 'echo' })).toEqual({ status: 200, body: { result: [], error: null } });
  });

  it('answers 2.0 with 200 and only the member that applies, and a notification with nothing', async () => {
    expect(await answer({ jsonrpc: '2.0', id: 1, method: 'echo', params: { a: 1 } })).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', result: { a: 1 }, id: 1 },
    });
    expect(await answer({ jsonrpc: '2.0', id: null, method: 'nope' })).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: null },
    });
    expect(await answer({ jsonrpc: '2.0', method: 'fail' })).toEqual({ status: 204, body: undefined });
  });

  it('answers a batch with 200, one reply per request that is not a notification', async () => {
    expect(
      await answer([
        { id: 1, method: 'echo', params: ['x'] },
        { jsonrpc: '2.0', id: 2, method: 'fail' },
        { jsonrpc: '2.0', method: 'echo' },
        { id: 4, method: 'nope' },
        { id: 5, params: [] },
      ]),
    ).toEqual({
      status: 200,
      body: [
        { result: ['x'], error: null, id: 1 },
        { jsonrpc: '2.0', error: { code: -8, message: 'Block height out of range' }, id: 2 },
        { result: null, error: { code: -32601, message: 'Method not found' }, id: 4 },
        { result: null, error: { code: -32600, message: 'Missing method' }, id: 5 },
      ],
    });
    expect(await answer([])).toEqual({ status: 200, body: [] });
    expect(await answer([{ jsonrpc: '2.0', method: 'echo' }])).toEqual({ status: 204, body: undefined });
    // An element that is not an object keeps the id and version the one before it left, as in Core.
    expect((await answer([{ jsonrpc: '2.0', id: 9, method: 'echo' }, 3])).body).toEqual([
      { jsonrpc: '2.0', result: [], id: 9 },
      { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request object' }, id: 9 },
    ]);
  });

  it('refuses what is not a request with Core parse and request errors', async () => {
    expect(await answer('{not json')).toEqual({
      status: 500,
      body: { result: null, error: { code: -32700, message: 'Parse error' } },
    });
    expect(await answer('42')).toEqual({
      status: 500,
      body: { result: null, error: { code: -32700, message: 'Top-level object parse error' } },
    });
    expect(await answer({ id: 3, method: 7 })).toEqual({
      status: 400,
      body: { result: null, error: { code: -32600, message: 'Method must be a string' }, id: 3 },
    });
    expect((await answer({ id: 3, jsonrpc: '3.0', method: 'echo' })).body).toMatchObject({
      error: { code: -32600, message: 'JSON-RPC version not supported' },
    });
    expect((await answer({ id: 3, method: 'echo', params: 'x' })).body).toMatchObject({
      error: { code: -32600, message: 'Params must be an array or object' },
    });
  });
});
