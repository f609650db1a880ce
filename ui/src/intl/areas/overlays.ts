import english from '../en/overlays.json';

/**
 * Drawers, dialogs, confirmations, results, the read-before-purchase notice, payment snacks, the mobile notice
 * and toasts.
 */
export const overlaysStrings = { area: 'overlays', english } as const;
