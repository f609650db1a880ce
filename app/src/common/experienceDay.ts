/** The local calendar day of a moment, as 'YYYY-MM-DD': the trader's midnight starts a new day. */
export function localCalendarDay(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

/** Spec §2: the experience dialog shows once per calendar day, so it is due unless it was closed today. */
export function isExperienceDialogDue(closedOn: string | null, now: Date): boolean {
  return closedOn !== localCalendarDay(now);
}
