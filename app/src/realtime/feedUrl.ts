/** The feed on the page's own server (it serves the app and the API): wss on an https page, ws otherwise. */
export function feedUrl(page: Pick<Location, 'protocol' | 'host'>): string {
  return `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}/ws`;
}
