import { ProtocolError } from '@ordmarket/protocol';
import { ApiError } from '../http/ApiError';

/** A blind-box request the rules refuse, said to the user in `message`. */
export const refuse = (message: string) => new ApiError('boxRefused', message);

/**
 * Runs a protocol rule; its refusal reaches the user in the rule's words, or in `wordsFor[code]` where the box can
 * say it better. Anything else is not a refusal and goes on as it was thrown.
 */
export function refusedBy<Result>(rule: () => Result, wordsFor: Readonly<Record<string, string>> = {}): Result {
  try {
    return rule();
  } catch (error) {
    const refusal: ProtocolError | undefined = error instanceof ProtocolError ? error : undefined;
    if (!refusal) throw error;
    throw refuse(wordsFor[refusal.code] ?? refusal.message);
  }
}
