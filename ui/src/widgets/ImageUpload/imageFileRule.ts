/** Images must be smaller than this many bytes: 102400 or more is refused. */
export const maxImageBytes = 102_400;

/** The file name endings an image may have, matched without regard to case. */
export const imageExtensions = ['jpeg', 'jpg', 'webp', 'png', 'gif', 'svg'] as const;

export type ImageFileProblem = 'wrongType' | 'tooLarge';

export interface ImageFileFacts {
  name: string;
  /** In bytes. */
  size: number;
}

/** The picker's filter; the name is what is checked, since a browser's type guess can be missing or wrong. */
export const imageAccept = imageExtensions.map((extension) => `.${extension}`).join(',');

/** Why an image cannot be used, or null when it can: the name's extension first, then the size. */
export function imageFileProblem({ name, size }: ImageFileFacts): ImageFileProblem | null {
  const extension = name.toLowerCase().split('.').at(-1);
  const named = name.includes('.') && imageExtensions.some((allowed) => allowed === extension);
  if (!named) return 'wrongType';
  if (size >= maxImageBytes) return 'tooLarge';
  return null;
}
