import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../api/ApiCallError';
import { UserCanceledError } from '../../wallet';
import {
  approvalFailure,
  formatCountdown,
  secondsLeft,
  stateOfReadFailure,
  stateOfRequest,
  type QrRequestAnswer,
} from './qrApprovalState';

const answer: QrRequestAnswer = {
  message: 'Sign in to Ordmarket on another device',
  network: 'devnet',
  expires_at: '2026-11-21T12:05:00.000Z',
  expires_in: 105,
  status: 'pending',
};
const path = '/api/v1/user/ordinals/approve_qrcode';

describe('the approving screen’s request', () => {
  it("counts down the server's seconds left from now, whatever this device's clock says", () => {
    expect(stateOfRequest(answer, 1_000_000)).toEqual({
      kind: 'ready',
      request: { message: answer.message, network: 'devnet', deadlineMs: 1_105_000 },
      isApproving: false,
    });
  });

  it('is closed when the server says it expired or was used', () => {
    expect(stateOfRequest({ ...answer, status: 'expired', expires_in: 0 }, 0)).toEqual({ kind: 'closed' });
  });

  it('tells an unknown code from a read that failed', () => {
    expect(stateOfReadFailure(new ApiCallError(path, 10020005, 'This QR code is unknown.'))).toEqual({
      kind: 'unknown',
    });
    expect(stateOfReadFailure(new ApiCallError(path, undefined, 'Network Error'))).toEqual({ kind: 'unavailable' });
    expect(stateOfReadFailure(new ApiCallError(path, 10090000, 'Internal error'))).toEqual({ kind: 'unavailable' });
  });
});

describe('a failed approval', () => {
  it('closes the screen when the code expired or was used meanwhile', () => {
    expect(approvalFailure(new ApiCallError(path, 10020005, 'expired or was already used'))).toEqual({
      kind: 'closed',
    });
  });

  it("is a cancel when the wallet refused, and otherwise the wallet's or the API's error", () => {
    expect(approvalFailure(new UserCanceledError())).toEqual({ kind: 'cancelled' });
    const walletFailure = new Error('Xverse is not connected');
    expect(approvalFailure(walletFailure)).toEqual({ kind: 'walletError', error: walletFailure });
    expect(approvalFailure(new ApiCallError(path, 10020003, 'The signature does not match'))).toEqual({
      kind: 'apiFailed',
    });
  });
});

describe('the countdown', () => {
  it('rounds the seconds left up and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatCountdown(105)).toBe('1:45');
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
