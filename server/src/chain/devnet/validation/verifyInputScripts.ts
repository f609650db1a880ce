import type { bitcoin } from '@ordmarket/protocol';
import { scriptPubKeyType } from '../scriptPubKeyType';
import type { Prevout } from './Prevout';
import { consensusScriptFailure, reject } from './reject';
import { verifyP2wpkh } from './verifyP2wpkh';
import { verifyTaproot } from './verifyTaproot';

/**
 * Verifies every input's signature against the output it spends. The devnet's users hold taproot and native
 * segwit key-hash outputs only, so spends of other kinds are refused rather than half-checked.
 */
export function verifyInputScripts(tx: bitcoin.Transaction, prevouts: readonly Prevout[]): void {
  tx.ins.forEach((input, index) => {
    const prevout = prevouts[index];
    if (prevout === undefined) return reject('bad-txns-inputs-missingorspent');
    const type = scriptPubKeyType(prevout.script);
    if (type !== 'v0_p2wpkh' && type !== 'v1_p2tr') {
      return reject(
        `devnet-unsupported-spend (input ${index} spends a ${type} output; the devnet only accepts p2tr and p2wpkh spends)`,
      );
    }
    if (input.script.length > 0) consensusScriptFailure('Witness requires empty scriptSig');
    if (type === 'v0_p2wpkh') verifyP2wpkh(tx, index, prevout);
    else verifyTaproot(tx, index, prevouts);
  });
}
