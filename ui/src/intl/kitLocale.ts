const fallbackLocale = 'en-US';

/**
 * The BCP 47 tag the kit formats with: the host's tag when Intl knows its language ('fr', 'zh-TW'), English
 * otherwise, so a date never comes out in the machine's language because of a tag Intl cannot read.
 */
export function kitLocale(tag: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? fallbackLocale;
  } catch {
    // A malformed tag: RangeError from Intl.
    return fallbackLocale;
  }
}
