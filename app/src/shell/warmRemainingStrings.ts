import { namespaces } from '@ordmarket/locales';
import { loadStrings } from '@ordmarket/ui';

/**
 * Once the page has loaded and the browser is idle, fetches the rest of the language's strings (drawers,
 * dialogs, other screens; about 8 KB compressed), so opening one later does not wait on its text. They are
 * not part of the first load: nothing on the first screen needs them.
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
