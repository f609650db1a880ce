/**
 * The protocol's client seed rule (protocol's clientSeedPattern): 1 to 64 printable ASCII characters without
 * a colon, since the colon separates the seed from the nonce in the drawn message. Kept here so the field
 * can say what is wrong before the server refuses it; the kit never depends on the protocol package.
 */
const clientSeedPattern = /^[\x20-\x39\x3b-\x7e]{1,64}$/;

export type ClientSeedProblem = 'empty' | 'invalid';

/** What is wrong with a client seed, or null when it can be drawn with. */
export function clientSeedProblem(seed: string): ClientSeedProblem | null {
  if (seed === '') return 'empty';
  return clientSeedPattern.test(seed) ? null : 'invalid';
}
