/** Spec §5: an image of 102400 bytes or more is refused. */
export const maxIconBytes = 102_400;

export const iconContentTypes = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
} as const;

export type IconExtension = keyof typeof iconContentTypes;

/** Spec §5: the file name must end in jpeg, jpg, webp, png, gif or svg (any case). */
export function iconExtension(fileName: string): IconExtension | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension !== undefined && extension in iconContentTypes ? (extension as IconExtension) : undefined;
}

const base64Text = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The bytes of `data:...;base64,` or bare base64 text, or undefined when it is not base64. */
export function decodeIcon(text: string): Buffer | undefined {
  const payload = text.replace(/^data:[\w/+.-]+;base64,/, '');
  return base64Text.test(payload) ? Buffer.from(payload, 'base64') : undefined;
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, at) => bytes[at] === byte);

/**
 * Whether the bytes are the image their name says. The name picks the served content type, so a PNG named
 * .svg (or HTML named .png) would be served as something it is not.
 */
export function looksLike(extension: IconExtension, bytes: Uint8Array): boolean {
  switch (extension) {
    case 'png':
      return startsWith(bytes, 0x89, 0x50, 0x4e, 0x47);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, 0xff, 0xd8, 0xff);
    case 'gif':
      return startsWith(bytes, 0x47, 0x49, 0x46, 0x38);
    case 'webp':
      return startsWith(bytes, 0x52, 0x49, 0x46, 0x46) && Buffer.from(bytes.subarray(8, 12)).toString() === 'WEBP';
    case 'svg':
      return /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString('utf8'));
  }
}
