// The kit's typefaces ship with it (woff2 files from the npm registry), so text renders the same on every
// machine, offline, and in screenshot tests: Inter for Latin, Noto Sans SC for Chinese. The Chinese face
// is split by unicode-range, so a page downloads only the slices its text uses.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-sans-sc/wght.css';
