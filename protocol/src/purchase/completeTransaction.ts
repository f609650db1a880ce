import { bitcoin } from '../bitcoin';
import { decodePsbt } from '../listing/decodePsbt';
import { witnessStack } from '../listing/witnessStack';
import { ProtocolError } from '../ProtocolError';
import { equalBytes } from '../bytes';

export const completionMessages = {
  changed:
    'The signed transaction is not the one the market built for you. Sign it as you received it, without changes.',
  unsigned: (index: number) =>
    `Input ${index} of the transaction is not signed. Your wallet must sign every input it was asked to sign.`,
} as const;

/** A seller's signed input: where it sits in the purchase and the witness from their listing. */
export interface SellerSignature {
  readonly index: number;
  readonly witness: readonly Uint8Array[];
}

/** The witness and scriptSig a wallet left on input `index`, finalizing it when the wallet signed without finalizing. */
function walletSignature(psbt: bitcoin.Psbt, index: number): { witness: Uint8Array[]; scriptSig: Uint8Array } {
  const input = psbt.data.inputs[index];
  if (input?.finalScriptWitness === undefined) {
    try {
      psbt.finalizeInput(index);
    } catch {
      throw new ProtocolError('transaction-not-signed', completionMessages.unsigned(index));
    }
  }
  const witness = psbt.data.inputs[index]?.finalScriptWitness;
  const stack = witness === undefined ? undefined : witnessStack(witness);
  if (stack === undefined || stack.length === 0)
    throw new ProtocolError('transaction-not-signed', completionMessages.unsigned(index));
  return { witness: stack, scriptSig: psbt.data.inputs[index]?.finalScriptSig ?? new Uint8Array() };
}

/**
 * A transaction the market built, ready to broadcast: the wallet's signatures taken from the PSBT it signed, and
 * the sellers' signatures (a purchase's) merged in from the market's own records. That PSBT must describe exactly
 * the transaction the market built (same inputs, outputs, version and lock time), so nothing changed on the way
 * through the wallet can reach the chain.
 */
export function completeTransaction(
  built: bitcoin.Psbt,
  walletSignedText: string,
  sellers: readonly SellerSignature[] = [],
): bitcoin.Transaction {
  const signed = decodePsbt(walletSignedText);
  const unsigned = built.data.globalMap.unsignedTx.toBuffer();
  if (!equalBytes(signed.data.globalMap.unsignedTx.toBuffer(), unsigned)) {
    throw new ProtocolError('transaction-changed', completionMessages.changed);
  }
  const tx = bitcoin.Transaction.fromBuffer(unsigned);
  const bySeller = new Map(sellers.map((seller) => [seller.index, seller.witness]));
  tx.ins.forEach((_, index) => {
    const sellerWitness = bySeller.get(index);
    if (sellerWitness) {
      tx.setWitness(index, [...sellerWitness]);
      return;
    }
    const { witness, scriptSig } = walletSignature(signed, index);
    tx.setInputScript(index, scriptSig);
    tx.setWitness(index, witness);
  });
  return tx;
}
