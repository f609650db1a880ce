/** What an empty or missing address shows as. */
export const noAddress = '--';

const kept = 4;

/** The first 4 and last 4 characters with '...' between, when longer than 8; '--' when empty. */
export function shortenAddress(address: string | null | undefined): string {
  const trimmed = address?.trim() ?? '';
  if (trimmed === '') return noAddress;
  if (trimmed.length <= kept * 2) return trimmed;
  return `${trimmed.slice(0, kept)}...${trimmed.slice(-kept)}`;
}
