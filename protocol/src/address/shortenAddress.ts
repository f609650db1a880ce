/** An address for display (spec §9): first 4 + '...' + last 4 when longer than 8, '--' when empty, else as is. */
export function shortenAddress(address: string): string {
  if (address === '') return '--';
  if (address.length <= 8) return address;
  return `${address.slice(0, 4)}...${address.slice(-4)}`;
}
