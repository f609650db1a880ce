import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { mobileNoticeDismissedKey } from '../../common/overlayStorageKeys';
import { isMobileNoticeDismissed, isMobileNoticeDue } from './mobileNoticeRule';
import { smallScreenQuery } from '../../common/smallScreen';

describe('mobile notice rule', () => {
  it('is due on a small screen when not dismissed and nothing else shows', () => {
    expect(isMobileNoticeDue({ isSmallScreen: true, isDismissed: false, isOtherOverlayOpen: false })).toBe(true);
  });

  it.each([
    ['a wide screen', { isSmallScreen: false, isDismissed: false, isOtherOverlayOpen: false }],
    ['a dismissed notice', { isSmallScreen: true, isDismissed: true, isOtherOverlayOpen: false }],
    ['another overlay showing', { isSmallScreen: true, isDismissed: false, isOtherOverlayOpen: true }],
  ])('is not due on %s', (_case, facts) => {
    expect(isMobileNoticeDue(facts)).toBe(false);
  });

  it('remembers a dismissal in storage', () => {
    expect(isMobileNoticeDismissed(new MemoryStorage())).toBe(false);
    expect(isMobileNoticeDismissed(new MemoryStorage([[mobileNoticeDismissedKey, '1']]))).toBe(true);
  });

  it('counts screens below md (900 px) as small', () => {
    expect(smallScreenQuery).toBe('(max-width: 899.98px)');
  });
});
