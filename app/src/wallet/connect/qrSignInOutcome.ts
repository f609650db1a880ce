import type { ApiData } from '../../api/apiCalls';
import type { SessionTokens } from '../../api/tokenStore';

export type QrStatus = ApiData<'/api/v1/user/ordinals/check_qrcode_status'>;

export type QrSignInOutcome =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'signedIn'; readonly tokens: SessionTokens }
  /** The code can no longer sign this screen in: it timed out, or its tokens went to another poll. */
  | { readonly kind: 'expired' };

/** What one check of a QR sign-in means for the screen showing the code. */
export function qrSignInOutcome(status: QrStatus): QrSignInOutcome {
  switch (status.status) {
    case 'pending':
      return { kind: 'waiting' };
    case 'approved':
      // Only the first check after approval carries the tokens; without them this screen cannot sign in.
      return status.access_token !== undefined && status.refresh_token !== undefined
        ? { kind: 'signedIn', tokens: { access_token: status.access_token, refresh_token: status.refresh_token } }
        : { kind: 'expired' };
    case 'claimed':
    case 'expired':
      return { kind: 'expired' };
  }
}
