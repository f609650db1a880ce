import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  claimIsWellShaped,
  isKnownValid,
  rememberVerified,
  signatureHolds,
  type SignatureClaim,
} from '@ordmarket/protocol';
import './serverCurve';

/**
 * Claims cross to the threads packed in one buffer, moved rather than copied: a claim's bytes are often views into a
 * whole PSBT's (or a pooled 8 KB) buffer, which the structured clone of a view would copy entire. Each claim is its
 * scheme (1 Schnorr, 0 ECDSA), the 32-byte hash, the key's length and the key (32 or 33 bytes), the 64-byte
 * signature; only well-shaped claims are packed (see holds), so every field is whole.
 */
const claimBytes = 1 + 32 + 1 + 33 + 64;

function pack(claims: readonly SignatureClaim[]): Uint8Array<ArrayBuffer> {
  const packed = new Uint8Array(claims.length * claimBytes);
  claims.forEach((claim, index) => {
    const at = index * claimBytes;
    packed[at] = claim.scheme === 'schnorr' ? 1 : 0;
    packed.set(claim.hash, at + 1);
    packed[at + 33] = claim.key.length;
    packed.set(claim.key, at + 34);
    packed.set(claim.signature, at + 67);
  });
  return packed;
}

/**
 * What each thread runs: libsecp256k1 (the server's curve, its CommonJS build) over a packed batch, answering one
 * byte a claim. A script rather than a module file, so it loads the same under tsx, the test runner and plain Node,
 * which would not all run a TypeScript worker file. A claim that throws (bytes of the wrong shape) does not hold.
 */
const threadScript = `
const { parentPort, workerData } = require('node:worker_threads');
const curve = require(workerData.curvePath);
const size = ${claimBytes};
const holds = (packed, at) => {
  const hash = packed.subarray(at + 1, at + 33);
  const key = packed.subarray(at + 34, at + 34 + packed[at + 33]);
  const signature = packed.subarray(at + 67, at + 131);
  try {
    return packed[at] === 1 ? curve.verifySchnorr(hash, key, signature) : curve.verify(hash, key, signature, true);
  } catch {
    return false;
  }
};
parentPort.on('message', ({ id, packed }) => {
  const results = new Uint8Array(packed.length / size);
  for (let index = 0; index < results.length; index += 1) results[index] = holds(packed, index * size) ? 1 : 0;
  parentPort.postMessage({ id, results }, [results.buffer]);
});
`;
const curvePath = createRequire(import.meta.url).resolve('tiny-secp256k1');

interface Batch {
  readonly claims: readonly SignatureClaim[];
  readonly resolve: (results: readonly boolean[]) => void;
}

/** One verifier thread and the batches it has not answered yet. */
class VerifierThread {
  private readonly worker = new Worker(threadScript, { eval: true, workerData: { curvePath } });
  private readonly waiting = new Map<number, Batch>();
  private nextId = 0;
  /** Claims sent and not answered: the next batch goes to the least loaded thread. */
  load = 0;
  /** Whether the thread failed or was stopped: it then answers on the calling thread. */
  broken = false;

  /** Batches sent and not answered. */
  get batches(): number {
    return this.waiting.size;
  }

  constructor() {
    this.worker.on('message', ({ id, results }: { id: number; results: Uint8Array }) => {
      const batch = this.waiting.get(id);
      if (!batch) return;
      this.settle(id, batch);
      batch.resolve(Array.from(results, (result) => result === 1));
    });
    // A thread that fails leaves its batches to the calling thread's own curve: a check is never lost or doubted.
    const fail = () => {
      this.broken = true;
      for (const [id, batch] of this.waiting) {
        this.settle(id, batch);
        batch.resolve(batch.claims.map(signatureHolds));
      }
    };
    this.worker.on('error', fail);
    this.worker.on('exit', fail);
    // An idle thread must not keep the process alive; one with work does (see verify). After the listeners: adding a
    // 'message' listener refs the worker's port again, which kept every process with an unused thread from exiting.
    this.worker.unref();
  }

  verify(claims: readonly SignatureClaim[]): Promise<readonly boolean[]> {
    if (this.broken) return Promise.resolve(claims.map(signatureHolds));
    return new Promise((resolve) => {
      const id = this.nextId++;
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { claims, resolve });
      this.load += claims.length;
      const packed = pack(claims);
      this.worker.postMessage({ id, packed }, [packed.buffer]);
    });
  }

  close(): Promise<number> {
    this.broken = true;
    return this.worker.terminate();
  }

  private settle(id: number, batch: Batch): void {
    this.waiting.delete(id);
    this.load -= batch.claims.length;
    if (this.waiting.size === 0) this.worker.unref();
  }
}

const batchesInFlight = 2;
/** Past a few cores the request thread, not the curve, limits a server's listings: more threads would only idle. */
const mostThreads = 8;
const largestBatch = 8;

interface Asked {
  readonly claim: SignatureClaim;
  readonly resolve: (holds: boolean) => void;
}

/**
 * Verifies signatures on worker threads, so the curve (most of a listing's check) runs on every core and never
 * stalls the requests the server answers meanwhile. A claim goes at once to an idle thread; while every thread is
 * busy, claims wait and go together to the first thread that answers, so a burst costs a few messages, not one a
 * claim, and a lone claim waits for nothing. What verifies is remembered in protocol's cache of valid signatures,
 * where the synchronous checks that follow (the purchase check) find it. The threads start at the first claim the
 * cache does not know.
 */
export class SignatureThreads {
  private threads: VerifierThread[] = [];
  private asked: Asked[] = [];

  constructor(readonly threadCount: number = Math.min(availableParallelism(), mostThreads)) {}

  /** Whether the claim's signature is valid. */
  holds(claim: SignatureClaim): Promise<boolean> {
    if (!claimIsWellShaped(claim)) return Promise.resolve(false);
    if (isKnownValid(claim)) return Promise.resolve(true);
    return new Promise((resolve) => {
      this.asked.push({ claim, resolve });
      this.dispatch();
    });
  }

  /** Stops the threads; a later claim starts them again. */
  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.close()));
  }

  /**
   * Hands waiting claims to threads with room, the least loaded first. Two small batches in flight a thread keep
   * it verifying while its last answer crosses back and the request thread reads the next listings.
   */
  private dispatch(): void {
    const threads = this.started();
    while (this.asked.length > 0) {
      const ready = threads.filter((thread) => thread.batches < batchesInFlight);
      if (ready.length === 0) return;
      const thread = ready.reduce((least, next) => (next.load < least.load ? next : least));
      const part = this.asked.splice(0, Math.min(largestBatch, Math.ceil(this.asked.length / threads.length)));
      void thread.verify(part.map(({ claim }) => claim)).then((answers) => {
        part.forEach(({ claim, resolve }, index) => {
          const holds = answers[index] === true;
          if (holds) rememberVerified(claim);
          resolve(holds);
        });
        if (this.asked.length > 0) this.dispatch();
      });
    }
  }

  // A thread that fails is not replaced: whatever broke it would break the next, and its claims are answered on
  // the calling thread instead.
  private started(): VerifierThread[] {
    if (this.threads.length === 0) {
      this.threads = Array.from({ length: Math.max(1, this.threadCount) }, () => new VerifierThread());
    }
    return this.threads;
  }
}

/** The server's verifier threads: one a core (up to 8), shared by all requests, started at the first claim. */
export const signatureThreads = new SignatureThreads();
