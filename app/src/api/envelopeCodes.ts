/** The envelope codes the client acts on itself (spec §8; server/src/http/errorCodes.ts lists them all). */
export const envelopeCodes = {
  success: 0,
  /** The access token expired (65000) or is no longer valid (75000): refresh the session once. */
  sessionExpired: [65000, 75000] as readonly number[],
  /** Called as a visitor: a read simply has nothing to show, so no toast. */
  signInRequired: 10180006,
  /** gen_mint_payment: this combination was minted before; the screen asks 'again' or 'cancel' instead of a toast. */
  repeatMint: 10180005,
  /** buy_ordinals: the wallet needs dummy UTXOs first; the buy flow prepares them and explains, no toast. */
  dummyUtxosNeeded: 10040008,
  /** The wallet's dummy UTXOs are still confirming: the buy buttons wait for them, no toast. */
  dummyUtxosPending: 10040009,
  /** A QR sign-in code unknown, expired or used: the approving screen says so in its place, no toast. */
  qrLoginUnknown: 10020005,
  /** A request field the server refused; its message names the field ('Invalid request. tick: ...'). */
  invalidRequest: 10010001,
  /** A BRC-20 mint the tick does not allow (fully minted, self-mint, over the limit): about the amount. */
  mintRefused: 10040007,
  /** A deploy of a tick someone already deployed: about the tick. */
  tickAlreadyDeployed: 10060001,
} as const;
