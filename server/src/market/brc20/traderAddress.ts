import type { SignedInUser } from '../../http/callerAccess';
import { ApiError } from '../../http/ApiError';
import { canonicalAddress } from './brc20Fields';

/** Whose lists to show: the address asked for, else the signed-in trader's own. */
export function traderAddress(asked: string | undefined, user: SignedInUser | undefined): string {
  const address = asked ?? user?.address;
  if (address === undefined)
    throw new ApiError('signInRequired', 'Connect your wallet, or name an address to look at.');
  return canonicalAddress(address);
}
