import { colord } from 'colord';

/** The colour at the given opacity, as rgba() so it composes over any surface. */
export function alpha(hex: string, opacity: number): string {
  return colord(hex).alpha(opacity).toRgbString();
}
