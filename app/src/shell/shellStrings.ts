import type { Namespace } from '@ordmarket/locales';

/**
 * The strings the market frame shows on every page (navigation, header, loading and error states): loaded
 * before the first render. Each screen names its own beside its route. The kit's components (toasts, the
 * settings drawer, dialogs) bring their own strings (see KitLanguage).
 */
export const shellStrings: readonly Namespace[] = ['common', 'app'];
