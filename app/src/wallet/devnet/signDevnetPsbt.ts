import { bitcoin, bytesToHex, equalBytes, networkParams } from '@ordmarket/protocol';
import type { InputToSign, SignPsbtOptions } from '../WalletConnector';
import type { DevnetKey } from './devnetKey';

type PsbtInput = bitcoin.Psbt['data']['inputs'][number];

/** The signer an input needs from this key, or undefined when the input is not the wallet's to sign. */
function signerFor(input: PsbtInput, key: DevnetKey, request: InputToSign): bitcoin.Signer | undefined {
  const script = input.witnessUtxo?.script;
  if (script === undefined) return undefined;
  if (request.scriptPath === true) {
    // A leaf is the wallet's to sign when its internal key is the wallet's and the leaf names that key.
    const keyHex = bytesToHex(key.internalKey);
    const namesKey = input.tapLeafScript?.some((leaf) => bytesToHex(leaf.script).includes(keyHex));
    return input.tapInternalKey && equalBytes(input.tapInternalKey, key.internalKey) && namesKey
      ? key.scriptSigner
      : undefined;
  }
  if (equalBytes(script, key.outputScript)) return key.signer;
  // The key path of an output of this key with a script tree (a protected listing's lock): its script must be the
  // key tweaked by that tree, so nothing else can be signed this way.
  const { tapInternalKey, tapMerkleRoot } = input;
  if (!tapInternalKey || !tapMerkleRoot || !equalBytes(tapInternalKey, key.internalKey)) return undefined;
  const tree = bitcoin.payments.p2tr({
    internalPubkey: tapInternalKey,
    hash: tapMerkleRoot,
    network: networkParams('devnet'),
  });
  return tree.output && equalBytes(tree.output, script) ? key.keyPathSigner(tapMerkleRoot) : undefined;
}

/**
 * Signs the PSBT's inputs this key spends: its own p2tr outputs by the key path; a lock of its key by the key path
 * tweaked by the lock's tree; and, asked with `scriptPath`, a lock's leaf with the untweaked key. Inputs asked for
 * by index must be the wallet's; a listing asks for SIGHASH_SINGLE|ANYONECANPAY through `sighashTypes` or the input's
 * own sighashType. Signed inputs are finalized unless `autoFinalized` is false, as unisat does.
 */
export function signDevnetPsbt(psbt: bitcoin.Psbt, key: DevnetKey, options: SignPsbtOptions = {}): bitcoin.Psbt {
  const requests: readonly InputToSign[] =
    options.toSignInputs ??
    psbt.data.inputs.flatMap((input, index) => (signerFor(input, key, { index }) ? [{ index }] : []));
  if (requests.length === 0) throw new Error('This PSBT has no input of the devnet wallet to sign');
  for (const request of requests) {
    const input = psbt.data.inputs[request.index];
    const signer = input && signerFor(input, key, request);
    if (!input || !signer) throw new Error(`Input ${request.index} does not spend the devnet wallet's output`);
    if (!input.tapInternalKey) psbt.updateInput(request.index, { tapInternalKey: key.internalKey });
    const sighashTypes = request.sighashTypes ?? (input.sighashType === undefined ? undefined : [input.sighashType]);
    psbt.signInput(request.index, signer, sighashTypes ? [...sighashTypes] : undefined);
    if (options.autoFinalized !== false) psbt.finalizeInput(request.index);
  }
  return psbt;
}
