/** Debian's Chromium (or CHROMIUM_PATH), with the flags this offline machine needs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Same text rendering on every machine for screenshot baselines.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];
