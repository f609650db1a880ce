import { describe, expect, it } from 'vitest';
import { qrSignInOutcome } from './qrSignInOutcome';

describe('a QR sign-in check', () => {
  it('keeps waiting while the code is pending', () => {
    expect(qrSignInOutcome({ status: 'pending' })).toEqual({ kind: 'waiting' });
  });

  it('signs in with the tokens the first check after approval carries', () => {
    expect(
      qrSignInOutcome({ status: 'approved', access_token: 'a', refresh_token: 'r', expires_in: 900, address: 'tb1p' }),
    ).toEqual({ kind: 'signedIn', tokens: { access_token: 'a', refresh_token: 'r' } });
  });

  it('offers a new code when the old one expired, was claimed elsewhere or came without tokens', () => {
    expect(qrSignInOutcome({ status: 'expired' })).toEqual({ kind: 'expired' });
    expect(qrSignInOutcome({ status: 'claimed' })).toEqual({ kind: 'expired' });
    expect(qrSignInOutcome({ status: 'approved' })).toEqual({ kind: 'expired' });
  });
});
