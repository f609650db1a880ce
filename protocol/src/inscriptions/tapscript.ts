/** BIP341: a last witness element starting with this byte is the annex, not part of the spend. */
const ANNEX_PREFIX = 0x50;

/**
 * The tapscript of a script-path spend: the element before the control block, after setting an annex aside.
 * With fewer elements it is a key-path spend (or not taproot at all) and carries no envelope.
 * The prevout is not known here, so like ord this reads any witness of that shape.
 */
export function tapscriptOf(witness: readonly Uint8Array[]): Uint8Array | null {
  const last = witness.at(-1);
  const hasAnnex = witness.length >= 2 && last?.[0] === ANNEX_PREFIX;
  const stack = hasAnnex ? witness.length - 1 : witness.length;
  if (stack < 2) return null;
  return witness[stack - 2] ?? null;
}
