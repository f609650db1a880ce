import { decodePsbt } from '@ordmarket/protocol';

/**
 * The raw transaction to broadcast from what the wallet answered. Wallets finalize the inputs they signed
 * (autoFinalized); the sellers' inputs came final from the server, so any input left is finalized here, and a
 * wallet that signed nothing fails loudly rather than broadcasting half a purchase.
 */
export function signedTransactionHex(signedPsbt: string): string {
  const psbt = decodePsbt(signedPsbt);
  psbt.data.inputs.forEach((input, index) => {
    if (input.finalScriptWitness === undefined && input.finalScriptSig === undefined) psbt.finalizeInput(index);
  });
  return psbt.extractTransaction().toHex();
}
