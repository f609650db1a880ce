import { RpcErrorCode, type Params, type Requests, type Return } from 'sats-connect';
import { UserCanceledError } from '../../errors/userCanceled';
import { WalletError } from '../../errors/walletError';
import { xverseRequest } from './xverseProvider';

/** One Xverse request; the user's rejection becomes the spec's 'User Canceled', other errors are Xverse's, in its words. */
export async function xverseCall<Method extends keyof Requests>(
  method: Method,
  params: Params<Method>,
): Promise<Return<Method>> {
  const answer = await xverseRequest(method, params);
  if (answer.status === 'success') return answer.result;
  if (answer.error.code === (RpcErrorCode.USER_REJECTION as number)) throw new UserCanceledError();
  throw new WalletError('Xverse', answer.error.message, { cause: answer.error });
}
