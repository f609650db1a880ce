import { generatePath } from 'react-router';

/**
 * The screen a QR sign-in code opens on the approving device. Not under /wallet: that device need not be
 * signed in, only able to connect a wallet.
 */
export const qrApprovalPath = '/login/qr/:requestId';

/**
 * What a QR sign-in code carries: a link to the approving screen for `requestId` on the origin people reach
 * this app at. The app composes it because only the page knows that origin; the server sees its own host,
 * which behind a proxy or a CDN is not the one a phone can open.
 */
export function qrApprovalLink(appOrigin: string, requestId: string): string {
  return new URL(generatePath(qrApprovalPath, { requestId }), appOrigin).href;
}
