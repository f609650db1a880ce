/**
 * The BRC-20 JSON exactly as the marketplace inscribes it: keys in the order the standard's examples use,
 * amounts as the trader wrote them (the indexers read the text, so "1000" and "1000.0" are both kept as typed).
 */
export function deployContent(deploy: {
  readonly tick: string;
  readonly max: string;
  readonly lim: string | undefined;
  readonly dec: string | undefined;
  readonly selfMint: boolean;
}): string {
  return JSON.stringify({
    p: 'brc-20',
    op: 'deploy',
    tick: deploy.tick,
    max: deploy.max,
    ...(deploy.lim === undefined ? {} : { lim: deploy.lim }),
    ...(deploy.dec === undefined ? {} : { dec: deploy.dec }),
    ...(deploy.selfMint ? { self_mint: 'true' } : {}),
  });
}

export function mintContent(tick: string, amount: string): string {
  return JSON.stringify({ p: 'brc-20', op: 'mint', tick, amt: amount });
}

export function transferContent(tick: string, amount: string): string {
  return JSON.stringify({ p: 'brc-20', op: 'transfer', tick, amt: amount });
}
