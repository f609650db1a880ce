import { UserCanceledError } from '../../errors/userCanceled';
import { WalletError } from '../../errors/walletError';

// unisat rejects a refused prompt with an EIP-1193-style error: code 4001, "User rejected the request.".
function isUnisatRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 4001 || (typeof message === 'string' && /user (rejected|canceled|cancelled)/i.test(message));
}

// The page provider rejects with eth-rpc-errors' serialized form, a plain `{code, message}` and not an Error: made
// a WalletError here, so a screen shows the wallet's own words as UniSat's, and not "[object Object]".
function asError(error: unknown): unknown {
  if (error instanceof WalletError || typeof error !== 'object' || error === null) return error;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' ? new WalletError('UniSat', message, { cause: error }) : error;
}

/** Runs a unisat call, turning the user's refusal into the spec's 'User Canceled'. */
export async function unisatCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnisatRejection(error)) throw new UserCanceledError();
    throw asError(error);
  }
}
