/**
 * A rule that refused its input. `code` is stable for programs (the API maps it to its error envelope);
 * `message` is the human text, the spec's exact words where the spec gives them.
 */
export class ProtocolError<Code extends string = string> extends Error {
  override readonly name = 'ProtocolError';

  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}
