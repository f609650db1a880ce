import { type bitcoin, equalBytes } from '@ordmarket/protocol';
import type { InputToSign, SignPsbtOptions } from '../WalletConnector';
import type { DevnetKey } from './devnetKey';

/**
 * Signs the PSBT's inputs that spend this key's p2tr output, by the key path. Inputs asked for by index must
 * be the wallet's; a listing asks for SIGHASH_SINGLE|ANYONECANPAY through `sighashTypes` or the input's own
 * sighashType. Signed inputs are finalized unless `autoFinalized` is false, as unisat does.
 */
export function signDevnetPsbt(psbt: bitcoin.Psbt, key: DevnetKey, options: SignPsbtOptions = {}): bitcoin.Psbt {
  const owns = (index: number) => {
    const script = psbt.data.inputs[index]?.witnessUtxo?.script;
    return script !== undefined && equalBytes(script, key.outputScript);
  };
  const requests: readonly InputToSign[] =
    options.toSignInputs ?? psbt.data.inputs.flatMap((_input, index) => (owns(index) ? [{ index }] : []));
  if (requests.length === 0) throw new Error('This PSBT has no input of the devnet wallet to sign');
  for (const request of requests) {
    const input = psbt.data.inputs[request.index];
    if (!input || !owns(request.index)) {
      throw new Error(`Input ${request.index} does not spend the devnet wallet's output`);
    }
    if (!input.tapInternalKey) psbt.updateInput(request.index, { tapInternalKey: key.internalKey });
    const sighashTypes = request.sighashTypes ?? (input.sighashType === undefined ? undefined : [input.sighashType]);
    psbt.signInput(request.index, key.signer, sighashTypes ? [...sighashTypes] : undefined);
    if (options.autoFinalized !== false) psbt.finalizeInput(request.index);
  }
  return psbt;
}
