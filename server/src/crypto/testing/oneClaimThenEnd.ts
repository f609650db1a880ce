// Run as a process of its own by signatureThreads.test.ts: two verifier threads, one claim (so one thread never gets
// work), then nothing left to do. The process must end by itself: an idle thread never holds it open.
import { createHash } from 'node:crypto';
import { serverCurve } from '../serverCurve';
import { SignatureThreads } from '../signatureThreads';

const privateKey = createHash('sha256').update('one claim').digest();
const hash = createHash('sha256').update('then end').digest();
const claim = {
  scheme: 'schnorr' as const,
  hash,
  key: serverCurve.xOnlyPointFromScalar(privateKey),
  signature: serverCurve.signSchnorr(hash, privateKey),
};
const holds = await new SignatureThreads(2).holds(claim);
process.stdout.write(`holds ${String(holds)}\n`);
