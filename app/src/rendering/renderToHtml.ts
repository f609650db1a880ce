import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * `tree` as HTML once all of it has rendered (every lazy part loaded, nothing left suspended), or a rejection
 * when it throws or takes longer than `limitMs`.
 */
export function renderToHtml(tree: ReactNode, limitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collected = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown;
    const stream = renderToPipeableStream(tree, {
      // Every part is written in place, however large: React would otherwise send a large part apart, to be moved
      // in by an inline script, which the page's policy (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        if (failure === undefined) stream.pipe(collected);
        else reject(asError(failure));
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(asError(error));
      },
      // A part that throws would render its client fallback; the page is then rendered by the browser instead.
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error(`The page took over ${String(limitMs)} ms to render.`));
    }, limitMs);
  });
}

/** React reports what a component threw, which need not be an Error. */
function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(`The page's render threw ${JSON.stringify(thrown)}.`);
}
