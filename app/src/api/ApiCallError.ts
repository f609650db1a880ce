/**
 * A call the API refused or never answered. `code` is the envelope code, undefined when no envelope came back
 * (network failure, timeout, a proxy's error page); `msg` is the text to show the trader.
 */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';

  constructor(
    readonly path: string,
    readonly code: number | undefined,
    readonly msg: string,
    options?: ErrorOptions,
  ) {
    super(msg, options);
  }

  /** Spec §8: a message about a timeout is swallowed, never shown (the call is retried or reported elsewhere). */
  get isTimeout(): boolean {
    return /timeout/i.test(this.msg);
  }
}
