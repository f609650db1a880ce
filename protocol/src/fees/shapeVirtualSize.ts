/** One input of a transaction as its size sees it: the bytes of its scriptSig and of its serialized witness. */
export interface InputShape {
  readonly scriptSigBytes: number;
  /** The serialized witness (item count, then each item with its length); 0 for an input without one. */
  readonly witnessBytes: number;
}

/** The bytes of a Bitcoin compact size (varint) holding `value`. */
export function compactSizeBytes(value: number): number {
  if (value < 0xfd) return 1;
  if (value <= 0xffff) return 3;
  return value <= 0xffff_ffff ? 5 : 9;
}

/**
 * The virtual size (BIP 141: weight / 4, rounded up) of a segwit transaction with these inputs and output
 * scripts, worked out from the serialization instead of building one: a purchase is sized many times while coins
 * are chosen, and the cart's quote must come out of the same arithmetic as the transaction it describes.
 */
export function shapeVirtualSize(inputs: readonly InputShape[], outputScriptBytes: readonly number[]): bigint {
  // version, input count, each outpoint + scriptSig + sequence, output count, each value + script, lock time.
  let base = 4 + compactSizeBytes(inputs.length) + compactSizeBytes(outputScriptBytes.length) + 4;
  let witness = 0;
  for (const input of inputs) {
    base += 32 + 4 + compactSizeBytes(input.scriptSigBytes) + input.scriptSigBytes + 4;
    // An input without a witness still writes its empty stack (one zero byte) once any input has one.
    witness += input.witnessBytes === 0 ? 1 : input.witnessBytes;
  }
  for (const scriptBytes of outputScriptBytes) base += 8 + compactSizeBytes(scriptBytes) + scriptBytes;
  const hasWitness = inputs.some((input) => input.witnessBytes > 0);
  // The segwit marker and flag (2 bytes) count only as witness data.
  const weight = base * 4 + (hasWitness ? 2 + witness : 0);
  return BigInt(Math.ceil(weight / 4));
}
