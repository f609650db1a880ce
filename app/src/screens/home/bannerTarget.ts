/** Where a banner leads: a page of this app (opened by the router) or another site (opened in a new tab). */
export type BannerTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string };

/**
 * Reads a banner's link. Paths starting with a single '/' stay in the app; absolute http(s) addresses leave
 * it; anything else (empty, javascript:, protocol-relative //host) is no link at all.
 */
export function bannerTarget(link: string): BannerTarget | undefined {
  const trimmed = link.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { kind: 'route', path: trimmed };
  if (!URL.canParse(trimmed)) return undefined;
  const url = new URL(trimmed);
  return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', url: url.href } : undefined;
}
