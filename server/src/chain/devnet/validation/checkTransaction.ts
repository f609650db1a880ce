import { type bitcoin, dustLimit, txidFromHash } from '@ordmarket/protocol';
import { maxMoney, maxStandardWeight } from '../chainRules';
import { esploraOutputType } from '../esploraJson/outputType';
import { scriptPubKeyType } from '../scriptPubKeyType';
import { reject } from './reject';

/** Bitcoin Core's MAX_OP_RETURN_RELAY before v30: one data carrier of at most 83 bytes. */
const maxDataCarrierBytes = 83;
/** Below 65 non-witness bytes a transaction could be confused with a merkle tree node (CVE-2017-12842). */
const minNonWitnessSize = 65;

/**
 * The checks that need no chain state, in Bitcoin Core's order: CheckTransaction (consensus), then the
 * coinbase refusal, then IsStandardTx (policy).
 */
export function checkTransaction(tx: bitcoin.Transaction): void {
  if (tx.ins.length === 0) reject('bad-txns-vin-empty');
  if (tx.outs.length === 0) reject('bad-txns-vout-empty');
  if (tx.byteLength(false) * 4 > 4_000_000) reject('bad-txns-oversize');
  let total = 0n;
  for (const output of tx.outs) {
    if (output.value < 0n) reject('bad-txns-vout-negative');
    if (output.value > maxMoney) reject('bad-txns-vout-toolarge');
    total += output.value;
    if (total > maxMoney) reject('bad-txns-txouttotal-toolarge');
  }
  const spent = new Set<string>();
  for (const input of tx.ins) {
    const outpoint = `${txidFromHash(input.hash)}:${input.index}`;
    if (spent.has(outpoint)) reject('bad-txns-inputs-duplicate');
    spent.add(outpoint);
  }
  if (tx.isCoinbase()) reject('coinbase');
  if (tx.ins.some((input) => input.hash.every((byte) => byte === 0) && input.index === 0xffffffff)) {
    reject('bad-txns-prevout-null');
  }
  checkStandard(tx);
}

function checkStandard(tx: bitcoin.Transaction): void {
  if (tx.version < 1 || tx.version > 3) reject('version');
  if (tx.weight() > maxStandardWeight) reject('tx-size');
  let dataCarriers = 0;
  for (const output of tx.outs) {
    const type = scriptPubKeyType(output.script);
    // Pay-to-pubkey has no address but is standard in Bitcoin Core (TxoutType::PUBKEY).
    if (type === 'unknown' && esploraOutputType(output.script) !== 'p2pk') reject('scriptpubkey');
    if (type === 'op_return') {
      if (output.script.length > maxDataCarrierBytes) reject('scriptpubkey');
      dataCarriers += 1;
    } else if (output.value < dustLimit(output.script)) {
      reject('dust');
    }
  }
  if (dataCarriers > 1) reject('multi-op-return');
  if (tx.byteLength(false) < minNonWitnessSize) reject('tx-size-small');
}
