import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isKnownValid, type SignatureClaim } from '@ordmarket/protocol';
import { forgetVerifiedSignatures } from '@ordmarket/protocol/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverCurve } from './serverCurve';
import { SignatureThreads } from './signatureThreads';

/** A real signature by key `seed` over message `n`, in either scheme, and a forgery of it (one bit flipped). */
function claimOf(seed: number, n: number, scheme: SignatureClaim['scheme']): SignatureClaim {
  const privateKey = createHash('sha256').update(`signer ${seed}`).digest();
  const hash = createHash('sha256').update(`message ${n}`).digest();
  if (scheme === 'schnorr') {
    const key = serverCurve.xOnlyPointFromScalar(privateKey);
    return { scheme, hash, key, signature: serverCurve.signSchnorr(hash, privateKey) };
  }
  const key = serverCurve.pointFromScalar(privateKey, true);
  if (!key) throw new Error('bad key');
  return { scheme, hash, key, signature: serverCurve.sign(hash, privateKey) };
}

const forged = (claim: SignatureClaim): SignatureClaim => {
  const signature = Uint8Array.from(claim.signature);
  signature[40] = (signature[40] ?? 0) ^ 1;
  return { ...claim, signature };
};

describe('the verifier threads', () => {
  let threads: SignatureThreads;
  beforeEach(() => {
    forgetVerifiedSignatures();
    threads = new SignatureThreads(2);
  });
  afterEach(() => threads.close());

  it("answers every claim of a burst as the server's curve does, in order, and remembers only what held", async () => {
    const claims = Array.from({ length: 60 }, (_, n) => {
      const claim = claimOf(n % 7, n, n % 3 === 0 ? 'ecdsa' : 'schnorr');
      return n % 4 === 1 ? forged(claim) : claim;
    });
    const answers = await Promise.all(claims.map((claim) => threads.holds(claim)));
    expect(answers).toEqual(claims.map((_, n) => n % 4 !== 1));
    expect(claims.map(isKnownValid)).toEqual(answers);
  });

  it('refuses claims of the wrong shape without stopping, and answers the next ones', async () => {
    const good = claimOf(1, 1, 'schnorr');
    const shapes: SignatureClaim[] = [
      { ...good, key: good.key.subarray(0, 20) },
      { ...good, signature: new Uint8Array(64) },
      { ...good, key: new Uint8Array(32) }, // zero is no x coordinate on the curve
      { ...claimOf(2, 2, 'ecdsa'), key: new Uint8Array(33).fill(7) },
    ];
    expect(await Promise.all(shapes.map((claim) => threads.holds(claim)))).toEqual([false, false, false, false]);
    // A valid signature with a byte added to its key or hash is not that signature: nothing is cut to fit a field.
    const ecdsa = claimOf(3, 3, 'ecdsa');
    const padded = [
      { ...ecdsa, key: Uint8Array.from([...ecdsa.key, 0]) },
      { ...good, hash: Uint8Array.from([...good.hash, 0]) },
    ];
    expect(await Promise.all(padded.map((claim) => threads.holds(claim)))).toEqual([false, false]);
    expect(await threads.holds(good)).toBe(true);
  });

  it('answers a claim from its cache without a thread, and on the calling thread when its thread stops', async () => {
    const known = claimOf(3, 3, 'schnorr');
    expect(await threads.holds(known)).toBe(true);
    await threads.close();
    expect(await threads.holds(known)).toBe(true);
    // Stopping the threads with claims in flight: each still gets the curve's true answer.
    const inFlight = [claimOf(4, 4, 'schnorr'), forged(claimOf(5, 5, 'ecdsa')), claimOf(6, 6, 'ecdsa')];
    const answers = Promise.all(inFlight.map((claim) => threads.holds(claim)));
    await threads.close();
    expect(await answers).toEqual([true, false, true]);
  });

  it('never holds a process open once idle, a thread that never got work included', async () => {
    const script = fileURLToPath(new URL('./testing/oneClaimThenEnd.ts', import.meta.url));
    // The process must end by itself once it has answered. The kill after 20 s only tidies up a failure: a held
    // process is a failure however long one waits.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { timeout: 20_000 });
    expect(stdout).toBe('holds true\n');
  });
});
