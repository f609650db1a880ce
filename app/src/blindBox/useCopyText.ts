import { useAppServices } from '../services/AppServicesContext';

/** Writes a text (an address, a hash, a seed) to the clipboard and toasts whether it worked, in the caller's words. */
export function useCopyText(messages: { readonly done: string; readonly failed: string }): (text: string) => void {
  const { toaster } = useAppServices();
  return (text) =>
    void navigator.clipboard.writeText(text).then(
      () => toaster.show('info', messages.done),
      () => toaster.show('error', messages.failed),
    );
}
