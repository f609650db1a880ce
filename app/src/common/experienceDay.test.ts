import { describe, expect, it } from 'vitest';
import { isExperienceDialogDue, localCalendarDay } from './experienceDay';

describe('experience dialog day rule', () => {
  it('names the local calendar day, zero-padded', () => {
    expect(localCalendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localCalendarDay(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
  });

  it('is due when it was never closed', () => {
    expect(isExperienceDialogDue(null, new Date(2026, 10, 21, 9))).toBe(true);
  });

  it('is not due again on the day it was closed, however late', () => {
    const closedOn = localCalendarDay(new Date(2026, 10, 21, 0, 1));
    expect(isExperienceDialogDue(closedOn, new Date(2026, 10, 21, 23, 59, 59))).toBe(false);
  });

  it('is due from the next local midnight', () => {
    const closedOn = localCalendarDay(new Date(2026, 10, 21, 23, 59));
    expect(isExperienceDialogDue(closedOn, new Date(2026, 10, 22, 0, 0))).toBe(true);
  });

  it('is due after a day stored in another form', () => {
    expect(isExperienceDialogDue('Sat Nov 21 2026', new Date(2026, 10, 21, 12))).toBe(true);
  });
});
