import { defaultLanguage } from '@ordmarket/locales';
import { differsFromDefaults, settingsStore } from '@ordmarket/ui';
import type { i18n } from 'i18next';
import type { AppServices } from '../services/appServices';
import { readStoredWallet } from '../wallet/connect/storedWallet';

/**
 * Whether this visitor's first render is the one the server made for a first-time visitor: English, the default
 * display settings, no wallet and no session (a collection's saved cart is restored by its screen once shown). Only
 * then may the browser hydrate the server's HTML; any other visitor's page is drawn by the browser over it (the
 * server's HTML still shows until then).
 */
export function isVisitorAsRendered(language: i18n['language'], { storage, tokens }: AppServices): boolean {
  return (
    language === defaultLanguage &&
    !differsFromDefaults(settingsStore) &&
    readStoredWallet(storage).walletChoice === null &&
    tokens.accessToken() === undefined &&
    tokens.refreshToken() === undefined
  );
}
