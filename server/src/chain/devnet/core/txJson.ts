import { type bitcoin, bytesToHex, txidFromHash } from '@ordmarket/protocol';
import type { SpentOutput } from '../store/coreReads';
import { amountValue } from './btcAmount';
import type { JsonObject, JsonValue } from './jsonText';
import { witnessTxid } from './rawTransaction';
import { scriptAsm } from './scriptAsm';
import { scriptPubKeyJson } from './scriptPubKeyJson';

export interface TxJsonOptions {
  /** TxToUniv's block_hash, written after `fee` (REST's tx); getrawtransaction passes none and adds its own. */
  readonly blockHash?: string;
  /** The outputs the inputs spent (the block's undo data): `fee` is written, and each input's `prevout` when asked. */
  readonly undo?: { readonly spent: readonly SpentOutput[]; readonly prevouts: boolean };
}

function prevoutJson(spent: SpentOutput): JsonObject {
  return {
    generated: spent.coinbase,
    height: spent.height,
    value: amountValue(spent.value),
    scriptPubKey: scriptPubKeyJson(spent.script),
  };
}

/**
 * TxToUniv (src/core_write.cpp) with include_hex: txid, wtxid as `hash`, sizes, inputs (a coinbase's script as
 * `coinbase`, others' scriptSig with signature hash types decoded, the witness), outputs, then `fee` and `prevout`
 * from undo data, the block hash, and the raw transaction last.
 */
export function txJson(tx: bitcoin.Transaction, options: TxJsonOptions = {}): JsonObject {
  const coinbase = tx.isCoinbase();
  const undo = coinbase ? undefined : options.undo;
  const vin = tx.ins.map((input, index): JsonObject => {
    const spent = undo?.spent[index];
    return {
      ...(coinbase
        ? { coinbase: bytesToHex(input.script) }
        : {
            txid: txidFromHash(input.hash),
            vout: input.index,
            scriptSig: { asm: scriptAsm(input.script, true), hex: bytesToHex(input.script) },
          }),
      txinwitness: input.witness.length === 0 ? undefined : input.witness.map(bytesToHex),
      prevout: undo?.prevouts === true && spent !== undefined ? prevoutJson(spent) : undefined,
      sequence: input.sequence,
    };
  });
  const vout = tx.outs.map((output, n): JsonValue => ({
    value: amountValue(output.value),
    n,
    scriptPubKey: scriptPubKeyJson(output.script),
  }));
  const valueIn = undo?.spent.reduce((sum, spent) => sum + spent.value, 0n);
  const valueOut = tx.outs.reduce((sum, output) => sum + output.value, 0n);
  const weight = tx.weight();
  return {
    txid: tx.getId(),
    hash: witnessTxid(tx),
    // CTransaction::version is unsigned since Core 28.
    version: tx.version >>> 0,
    size: tx.byteLength(),
    vsize: Math.ceil(weight / 4),
    weight,
    locktime: tx.locktime,
    vin,
    vout,
    fee: valueIn === undefined ? undefined : amountValue(valueIn - valueOut),
    // Left out, not undefined: getrawtransaction writes its own blockhash after `hex`, and a key keeps its first place.
    ...(options.blockHash === undefined ? {} : { blockhash: options.blockHash }),
    hex: tx.toHex(),
  };
}
