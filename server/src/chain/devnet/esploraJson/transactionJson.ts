import { addressFromOutputScript, type bitcoin, bytesToHex, type NetworkName, txidFromHash } from '@ordmarket/protocol';
import type { EsploraTx, EsploraTxStatus, EsploraVin, EsploraVout } from '../../ChainSource';
import { innerScripts } from './innerScripts';
import { esploraOutputType } from './outputType';
import { scriptAsm } from './scriptAsm';

/** An output a transaction input spends. */
export interface SpentOutput {
  readonly script: Uint8Array;
  readonly value: bigint;
}

/** An output in Esplora's shape, its keys in electrs's order (TxOutValue). */
export function esploraVout(script: Uint8Array, value: bigint, network: NetworkName): EsploraVout {
  const address = addressFromOutputScript(script, network);
  return {
    scriptpubkey: bytesToHex(script),
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: esploraOutputType(script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(value),
  };
}

function esploraVin(
  input: bitcoin.Transaction['ins'][number],
  coinbase: boolean,
  prevout: SpentOutput | undefined,
  network: NetworkName,
): EsploraVin {
  const inner = prevout === undefined ? undefined : innerScripts(prevout.script, input.script, input.witness);
  return {
    txid: txidFromHash(input.hash),
    vout: input.index,
    prevout: prevout === undefined ? null : esploraVout(prevout.script, prevout.value, network),
    scriptsig: bytesToHex(input.script),
    scriptsig_asm: scriptAsm(input.script),
    // Per input, as electrs does: an input with an empty witness has no `witness` key even in a segwit transaction.
    ...(input.witness.length === 0 ? {} : { witness: input.witness.map(bytesToHex) }),
    is_coinbase: coinbase,
    sequence: input.sequence,
    ...(inner?.redeemScript === undefined ? {} : { inner_redeemscript_asm: scriptAsm(inner.redeemScript) }),
    ...(inner?.witnessScript === undefined ? {} : { inner_witnessscript_asm: scriptAsm(inner.witnessScript) }),
  };
}

export interface TransactionFacts {
  readonly txid: string;
  /** What each input spent, by input index; none for a coinbase. */
  readonly prevouts: ReadonlyMap<number, SpentOutput>;
  readonly fee: bigint;
  readonly status: EsploraTxStatus;
  readonly network: NetworkName;
}

/**
 * A transaction as Esplora's GET /tx/:txid answers it (electrs's TransactionValue): every input with its prevout,
 * the scripts in hex and asm, size, weight, fee and where it is confirmed.
 */
export function esploraTransaction(tx: bitcoin.Transaction, facts: TransactionFacts): EsploraTx {
  const coinbase = tx.isCoinbase();
  return {
    txid: facts.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) =>
      esploraVin(input, coinbase, coinbase ? undefined : facts.prevouts.get(index), facts.network),
    ),
    vout: tx.outs.map((output) => esploraVout(output.script, output.value, facts.network)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(facts.fee),
    status: facts.status,
  };
}
