import { namespaces } from '@ordmarket/locales';
import { loadStrings } from '../i18n/initI18n';

/**
 * Once the page has loaded and the browser is idle, fetches the rest of the language's strings (drawers,
 * dialogs, other screens; a few KB compressed), so opening one later does not wait on its text. They are
 * not part of the first load: nothing on the first screen needs them. The kit's components bring their own.
 */
export function warmRemainingStrings(): void {
  const warm = () => void loadStrings(namespaces);
  // Safari has no requestIdleCallback: there the strings follow the load event at once.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm);
    else setTimeout(warm, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
