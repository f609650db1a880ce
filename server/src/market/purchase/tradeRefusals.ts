import { ProtocolError } from '@ordmarket/protocol';
import { ApiError } from '../../http/ApiError';

export const refusePurchase = (message: string) => new ApiError('purchaseRefused', message);

/**
 * Runs a protocol rule on the trader's input: its refusal becomes the API's (with the rule's own words), dummy
 * shortages get their own code so the app can prepare them; anything else is a fault of ours and passes through.
 */
export function protocolRefusal<Result>(rule: () => Result): Result {
  try {
    return rule();
  } catch (error) {
    const refused: ProtocolError | undefined = error instanceof ProtocolError ? error : undefined;
    if (!refused) throw error;
    if (refused.code === 'dummy-utxos-needed') throw new ApiError('dummyUtxosNeeded', refused.message);
    throw refusePurchase(refused.message);
  }
}
