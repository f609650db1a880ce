import { bitcoin, txidFromHash } from '@ordmarket/protocol';
import { ChainRejection } from '../../ChainSource';
import { maxScriptElementSize } from '../chainRules';
import { readInstruction } from '../script/parseScript';
import { decodeTransaction } from '../validation/decodeTransaction';
import { coreRefusal } from '../../coreRefusal';
import { RpcError } from './rpcError';

/**
 * DecodeHexTx (src/core_read.cpp): non-empty hex of even length, every byte of it one transaction; undefined
 * otherwise. Unlike the Esplora route, no whitespace is trimmed: Core's IsHex takes none.
 */
export function decodeHexTransaction(hex: string): bitcoin.Transaction | undefined {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return undefined;
  try {
    return decodeTransaction(hex);
  } catch (error) {
    if (error instanceof ChainRejection) return undefined;
    throw error;
  }
}

/**
 * GetWitnessHash: the double SHA-256 of the transaction with its witness, in display order. Not bitcoinjs's
 * getHash(true), which answers zeros for a coinbase (its place in the witness merkle tree, not its wtxid).
 */
export function witnessTxid(tx: bitcoin.Transaction): string {
  return txidFromHash(bitcoin.crypto.hash256(tx.toBuffer()));
}

/**
 * The reject reason of a refusal. The devnet's refusal is Core's TxValidationState::ToString(), the reason then
 * ", " and any detail; testmempoolaccept answers GetRejectReason(), the reason alone.
 */
export function rejectReason(refusal: string): string {
  const [reason = refusal] = refusal.split(', ');
  return reason;
}

/** sendrawtransaction's error for a refusal of the devnet's mempool, with Core's code (see coreRefusal). */
export function broadcastRefusal(refusal: string): RpcError {
  const { code, message } = coreRefusal(refusal);
  return new RpcError(code, message);
}

const OP_RETURN = 0x6a;
/** MAX_OPCODE: OP_NOP10; OP_CHECKSIGADD and above are not valid outside tapscript. */
const maxOpcode = 0xb9;
const maxScriptSize = 10_000;

/**
 * An output sendrawtransaction treats as burning its value (src/rpc/mempool.cpp): CScript::IsUnspendable (OP_RETURN
 * first, or too large) or !HasValidOps (a push past the end, an opcode above MAX_OPCODE, a push over 520 bytes).
 */
export function burnsValue(script: Uint8Array): boolean {
  if (script[0] === OP_RETURN || script.length > maxScriptSize) return true;
  for (let at = 0; at < script.length;) {
    const read = readInstruction(script, at);
    if (read === undefined || read.instruction.opcode > maxOpcode) return true;
    if ((read.instruction.push?.length ?? 0) > maxScriptElementSize) return true;
    at = read.next;
  }
  return false;
}
