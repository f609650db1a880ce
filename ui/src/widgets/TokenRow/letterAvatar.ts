export const avatarTones = ['primary', 'info', 'success', 'warning', 'error'] as const;
export type AvatarTone = (typeof avatarTones)[number];

/** The tick's first character, upper-cased, for an icon that is missing or failed to load. */
export function avatarLetter(tick: string): string {
  const [first = '?'] = Array.from(tick.trim());
  return first.toUpperCase();
}

/** A colour picked from the tick, the same for the same tick everywhere. */
export function avatarTone(tick: string): AvatarTone {
  const sum = Array.from(tick.toLowerCase()).reduce((total, char) => total + (char.codePointAt(0) ?? 0), 0);
  return avatarTones[sum % avatarTones.length] ?? 'primary';
}
