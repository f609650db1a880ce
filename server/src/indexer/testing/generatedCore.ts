import { bitcoin, bytesToHex } from '@ordmarket/protocol';
import { CoreRpc } from '../../chain/core/CoreRpc';
import { blockJson, blockTransactionsJson } from '../../chain/devnet/core/blockJson';
import { writeJson } from '../../chain/devnet/core/jsonText';
import type { SpentOutput } from '../../chain/devnet/store/coreReads';
import { ChainHttp } from '../../chain/esplora/ChainHttp';
import type { GeneratedChain } from './mainnetLikeBlocks';

/** Core's RPC_INVALID_PARAMETER, which getblockhash answers past the tip. */
const outOfRange = { code: -8, message: 'Block height out of range' };

/**
 * `getblock <hash> 3` for each of the chain's blocks from `fromHeight` to `toHeight`, written as bitcoind writes it
 * (the devnet's blockToJSON: every transaction with its prevouts, scripts in asm and descriptors, amounts with 8
 * decimals). Built ahead, so a reader's time is its own.
 */
function coreBlockTexts(chain: GeneratedChain, fromHeight: number, toHeight: number): Map<string, string> {
  const texts = new Map<string, string>();
  for (const generated of chain.blocks.slice(fromHeight, toHeight + 1)) {
    const block = bitcoin.Block.fromBuffer(generated.raw);
    const transactions = (block.transactions ?? []).map((tx) => ({ txid: tx.getId(), raw: tx.toHex() }));
    const spent = new Map<string, SpentOutput[]>();
    for (const { txid } of transactions.slice(1)) {
      const values = chain.spent.get(txid);
      const outputs = (values?.inputValues ?? []).map((value, input) => ({
        value,
        script: values?.inputScripts[input] ?? new Uint8Array(),
        height: 0,
        coinbase: false,
      }));
      spent.set(txid, outputs);
    }
    const row = {
      height: generated.height,
      hash: generated.hash,
      header: bytesToHex(generated.raw.subarray(0, 80)),
      time: block.timestamp,
      medianTime: block.timestamp,
      txCount: transactions.length,
      size: generated.raw.length,
      weight: block.weight(),
    };
    const place = { tipHeight: chain.blocks.length - 1, nextHash: chain.blocks[generated.height + 1]?.hash };
    texts.set(generated.hash, writeJson(blockJson(row, place, blockTransactionsJson(transactions, spent, true))));
  }
  return texts;
}

/**
 * The chain's blocks from `fromHeight` to `toHeight` as bitcoind's JSON-RPC answers `getblockhash` and
 * `getblock <hash> 3`, through a CoreRpc whose fetch never leaves the process: what a catch-up from Bitcoin Core
 * parses, without the network. Answers the RPC and the bytes of JSON it serves for each block.
 */
export function generatedCoreRpc(
  chain: GeneratedChain,
  fromHeight: number,
  toHeight: number,
): { rpc: CoreRpc; jsonBytes: ReadonlyMap<string, number> } {
  const texts = coreBlockTexts(chain, fromHeight, toHeight);
  const answer = (call: { id: number; method: string; params: unknown[] }): string => {
    const [first] = call.params;
    if (call.method === 'getblockhash') {
      const hash = typeof first === 'number' && first <= toHeight ? chain.blocks[first]?.hash : undefined;
      return JSON.stringify(
        hash === undefined
          ? { result: null, error: outOfRange, id: call.id }
          : { result: hash, error: null, id: call.id },
      );
    }
    const text = typeof first === 'string' ? texts.get(first) : undefined;
    if (call.method !== 'getblock' || text === undefined)
      throw new Error(`The generated Core does not answer ${call.method}`);
    return `{"result":${text},"error":null,"id":${call.id}}`;
  };
  const fetchFromMemory: typeof fetch = (_url, init) => {
    // CoreRpc sends its batch as a JSON string.
    const body = typeof init?.body === 'string' ? init.body : '[]';
    const calls = JSON.parse(body) as Array<{ id: number; method: string; params: unknown[] }>;
    return Promise.resolve(
      new Response(`[${calls.map(answer).join(',')}]`, {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  const http = new ChainHttp({ service: 'Bitcoin Core', hosts: ['http://generated.invalid'], fetch: fetchFromMemory });
  const rpc = new CoreRpc(http, '/', { kind: 'password', user: 'bench', password: 'bench' });
  const jsonBytes = new Map([...texts].map(([hash, text]) => [hash, Buffer.byteLength(text)]));
  return { rpc, jsonBytes };
}
