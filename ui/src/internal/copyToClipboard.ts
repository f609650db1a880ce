export interface CopyEvents {
  /** The text is on the clipboard: the app says so (the 'Copied!' toast). */
  onCopied?: () => void;
  /** The browser refused the clipboard (no permission, page not focused). */
  onCopyFailed?: (error: unknown) => void;
}

/** Writes text to the clipboard and reports the outcome through the component's events. */
export async function copyToClipboard(text: string, { onCopied, onCopyFailed }: CopyEvents): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    onCopied?.();
  } catch (error: unknown) {
    onCopyFailed?.(error);
  }
}
