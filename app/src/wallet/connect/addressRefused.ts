/**
 * The connected account's address is one the market cannot trade from (spec §5): its message already says which
 * address to use, so the connect dialog shows it as it is.
 */
export class AddressRefusedError extends Error {
  override readonly name = 'AddressRefusedError';
}
