import type { Namespace } from '@ordmarket/locales';

/**
 * The strings the market frame shows on every page (navigation, header, toasts, loading and error states):
 * loaded before the first render. Each screen names its own beside its route.
 */
export const shellStrings: readonly Namespace[] = ['common', 'app', 'basics', 'overlays', 'settings'];
