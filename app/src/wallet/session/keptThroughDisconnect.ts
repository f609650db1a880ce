import { languageStorageKey } from '@ordmarket/locales';
import { settingsStorageKey } from '@ordmarket/ui';
import { experienceDialogCloseDateKey, mobileNoticeDismissedKey } from '../../common/overlayStorageKeys';
import { devnetKeyStorageKey } from '../devnet/devnetKeyStore';

/**
 * What a disconnect (spec §4: "clears all local storage") leaves in the browser: nothing of the session, the account
 * or the carts, only what is not the site's memory of a connection. The visitor's own choices stay (theme, language,
 * the day the welcome dialog was closed, the small-screen notice dismissed), and so does the devnet wallet's key: it
 * is the wallet itself, and deleting it would lose its coins, as no extension deletes its seed when a site disconnects.
 */
export const keptThroughDisconnect: readonly string[] = [
  settingsStorageKey,
  languageStorageKey,
  experienceDialogCloseDateKey,
  mobileNoticeDismissedKey,
  devnetKeyStorageKey,
];
