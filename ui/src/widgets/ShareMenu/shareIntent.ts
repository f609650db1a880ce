/** The social networks an item can be posted to, in menu order. */
export const shareNetworks = ['x', 'telegram', 'facebook'] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

export interface SharePost {
  /** The post's words: name, price, hashtags. */
  text: string;
  /** The page the post links to. */
  url: string;
}

function query(params: Record<string, string>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * The network's "new post" address, prefilled with the text and link. Facebook takes the link alone: it
 * ignores prefilled text and builds the preview from the page.
 */
export function shareIntentUrl(network: ShareNetwork, { text, url }: SharePost): string {
  switch (network) {
    case 'x':
      return `https://x.com/intent/tweet?${query({ text, url })}`;
    case 'telegram':
      return `https://t.me/share/url?${query({ url, text })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
  }
}
