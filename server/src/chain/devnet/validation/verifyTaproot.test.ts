import { createHash } from 'node:crypto';
import { serverCurve } from '../../../crypto/serverCurve';
import { bitcoin, concatBytes, hashFromTxid } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { ChainRejection } from '../../ChainSource';
import type { Prevout } from './Prevout';
import { verifyTaproot } from './verifyTaproot';

/** No point on the curve has x = 0. */
const keyOffCurve = new Uint8Array(32);
const anySignature = new Uint8Array(64).fill(0x11);
const internalKey = serverCurve.xOnlyPointFromScalar(Uint8Array.from(createHash('sha256').update('internal').digest()));

/** A transaction spending one taproot output, carrying the given witness. */
function spending(outputScript: Uint8Array, witness: Uint8Array[]) {
  const prevout: Prevout = { txid: 'ab'.repeat(32), script: outputScript, value: 10_000n };
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  tx.addInput(hashFromTxid(prevout.txid), 0);
  tx.addOutput(outputScript, 9_000n);
  tx.setWitness(0, witness);
  return { tx, prevouts: [prevout] };
}

function refusalOf(outputScript: Uint8Array, witness: Uint8Array[]): string {
  const { tx, prevouts } = spending(outputScript, witness);
  try {
    verifyTaproot(tx, 0, prevouts);
    return 'accepted';
  } catch (error) {
    // A TypeError here would reach the caller as an internal error instead of a reject reason.
    if (!(error instanceof ChainRejection)) throw error;
    return error.message;
  }
}

describe('verifyTaproot', () => {
  it('refuses a key-path signature for an output key off the curve, as Core does', () => {
    const outputScript = concatBytes([Uint8Array.of(bitcoin.opcodes.OP_1, 32), keyOffCurve]);
    expect(refusalOf(outputScript, [anySignature])).toBe(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    );
  });

  it('refuses a tapscript signature for a key off the curve, as Core does', () => {
    const leaf = bitcoin.script.compile([keyOffCurve, bitcoin.opcodes.OP_CHECKSIG]);
    const payment = bitcoin.payments.p2tr({
      internalPubkey: internalKey,
      scriptTree: { output: leaf },
      redeem: { output: leaf },
    });
    const [script, controlBlock] = payment.witness ?? [];
    if (payment.output === undefined || script === undefined || controlBlock === undefined) {
      throw new Error('bitcoinjs did not build the script path');
    }
    expect(refusalOf(payment.output, [anySignature, script, controlBlock])).toBe(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    );
  });
});
