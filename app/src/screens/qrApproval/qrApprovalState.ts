import { envelopeCodes, type NetworkName } from '@ordmarket/protocol';
import { ApiCallError } from '../../api/ApiCallError';
import type { ApiData } from '../../api/apiCalls';
import { isUserCanceled } from '../../wallet';

export type QrRequestAnswer = ApiData<'/api/v1/user/ordinals/get_qrcode_request'>;

/** An open request as the approving screen shows it; the deadline is on this device's clock. */
export interface OpenQrRequest {
  readonly message: string;
  readonly network: NetworkName;
  readonly deadlineMs: number;
}

export type QrApprovalState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly request: OpenQrRequest; readonly isApproving: boolean }
  | { readonly kind: 'approved' }
  /** Expired, or another wallet already approved it. */
  | { readonly kind: 'closed' }
  | { readonly kind: 'unknown' }
  /** The request could not be read (network, server): worth trying again. */
  | { readonly kind: 'unavailable' };

/**
 * The state a read request puts the screen in. The deadline counts the server's seconds left from now on this
 * device, so a phone whose clock is off still counts down to the server's expiry.
 */
export function stateOfRequest(answer: QrRequestAnswer, nowMs: number): QrApprovalState {
  if (answer.status !== 'pending') return { kind: 'closed' };
  const request = { message: answer.message, network: answer.network, deadlineMs: nowMs + answer.expires_in * 1000 };
  return { kind: 'ready', request, isApproving: false };
}

const isQrCodeRefusal = (error: unknown) =>
  error instanceof ApiCallError && error.code === envelopeCodes.qrLoginUnknown;

/** A failed read: the server does not know the code, or the request could not be read at all. */
export function stateOfReadFailure(error: unknown): QrApprovalState {
  return isQrCodeRefusal(error) ? { kind: 'unknown' } : { kind: 'unavailable' };
}

/**
 * Why an approval failed, for what the screen does next: a closed code ends it; anything else is said in a
 * toast and the user may try again.
 */
export type ApprovalFailure =
  | { readonly kind: 'closed' }
  | { readonly kind: 'cancelled' }
  /** The wallet failed to sign: said in the trader's words with what to do. */
  | { readonly kind: 'walletError'; readonly error: unknown }
  /** The API refused or did not answer; the client has toasted why. */
  | { readonly kind: 'apiFailed' };

export function approvalFailure(error: unknown): ApprovalFailure {
  if (isQrCodeRefusal(error)) return { kind: 'closed' };
  if (error instanceof ApiCallError) return { kind: 'apiFailed' };
  if (isUserCanceled(error)) return { kind: 'cancelled' };
  return { kind: 'walletError', error };
}

/** Whole seconds left until `deadlineMs`, rounded up so '0:00' means it has run out; never below zero. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** A countdown as minutes and seconds: 105 → '1:45'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
