import { ApiCallError } from '../../api/ApiCallError';
import { isUserCanceled } from '../../wallet';

/**
 * What to tell the user of a failed box action: the server's words, `cancelled` when they refused it in their
 * wallet, or the error's own message.
 */
export function failureText(error: unknown, cancelled?: string): string {
  if (error instanceof ApiCallError) return error.msg;
  if (cancelled !== undefined && isUserCanceled(error)) return cancelled;
  return error instanceof Error ? error.message : String(error);
}
