import { UserCanceledError } from '../userCanceled';

// unisat rejects a refused prompt with an EIP-1193-style error: code 4001, "User rejected the request.".
function isUnisatRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 4001 || (typeof message === 'string' && /user (rejected|canceled|cancelled)/i.test(message));
}

/** Runs a unisat call, turning the user's refusal into the spec's 'User Canceled'. */
export async function unisatCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnisatRejection(error)) throw new UserCanceledError();
    throw error;
  }
}
