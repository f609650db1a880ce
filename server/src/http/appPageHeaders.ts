/**
 * A Host header safe to name in the policy: a DNS name or an IP literal with an optional port. Anything else
 * (spaces, semicolons) could smuggle directives in, so it is left out and the page falls back to 'self'.
 */
const plainHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The app's own page policy. Scripts come only from the server's hashed files (the built index.html has no
 * inline script). Styles allow inline because styled-components writes <style> tags at run time; a nonce
 * would need a per-request index.html and the app's cooperation. Covers and icons may live on public hosts,
 * hence https: images. Inscription content is framed from this origin (/content/...).
 */
function contentSecurityPolicy(host: string | undefined): string {
  // CSP 3 lets 'self' match the page's own ws:/wss: origin, but older engines (Safari before 15.4) do not.
  const ownSockets = host !== undefined && plainHost.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${ownSockets}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers for every answer of the app's index.html: the policy above; no framing by any site (the pages ask
 * wallets for signatures, so no other page may overlay them); no type sniffing; only the origin, never the
 * full URL (it names addresses and orders), sent to other sites. Never cached, so a new build shows at once.
 */
export function appPageHeaders(host: string | undefined): Record<string, string> {
  return {
    'cache-control': 'no-cache',
    'content-security-policy': contentSecurityPolicy(host),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
