import type { Namespace } from '@ordmarket/locales';
import type { ExperienceDialog } from './ExperienceDialog';

type ExperienceDialogComponent = typeof ExperienceDialog;

let loaded: ExperienceDialogComponent | undefined;

/** Fetches the day's welcome's code (a chunk of its own: most visits never show it). */
export function loadExperienceDialog(): Promise<ExperienceDialogComponent> {
  return import('./ExperienceDialog').then(({ ExperienceDialog }) => (loaded = ExperienceDialog));
}

/**
 * The welcome's component once its code is in. A page that takes over the server's welcome loads it first and renders
 * it directly: a lazy component not yet resolved would leave the dialog's boundary unhydrated, and the first update
 * of the page (the server's markup giving way to the browser's modal) would drop the dialog until its code arrived.
 */
export function loadedExperienceDialog(): ExperienceDialogComponent | undefined {
  return loaded;
}

/** The strings the welcome shows. */
export const experienceDialogStrings: readonly Namespace[] = ['notices'];
