import { defaultLanguage } from '@ordmarket/locales';
import { differsFromDefaults, settingsStore } from '@ordmarket/ui';
import type { i18n } from 'i18next';
import type { AppServices } from '../services/appServices';
import { readStoredWallet } from '../wallet/connect/storedWallet';
import { isExperienceDialogDue } from '../common/experienceDay';
import { experienceDialogCloseDateKey } from '../common/overlayStorageKeys';
import { hasClosedWelcome } from './welcomeCookie';

/**
 * Whether this visitor's first render is the one the server made for a first-time visitor: English, the default
 * display settings, no wallet and no session, the day's welcome as its cookie told the server (a collection's saved
 * cart is restored by its screen once shown). Only then may the browser hydrate the server's HTML; any other
 * visitor's page is drawn by the browser over it (the server's HTML still shows until then).
 */
export function isVisitorAsRendered(
  language: i18n['language'],
  { storage, tokens }: AppServices,
  cookies: string,
): boolean {
  const isWelcomeDue = isExperienceDialogDue(storage.getItem(experienceDialogCloseDateKey), new Date());
  return (
    // The server rendered the day's welcome unless the cookie said it was closed today.
    isWelcomeDue === !hasClosedWelcome(cookies) &&
    language === defaultLanguage &&
    !differsFromDefaults(settingsStore) &&
    readStoredWallet(storage).walletChoice === null &&
    tokens.accessToken() === undefined &&
    tokens.refreshToken() === undefined
  );
}
