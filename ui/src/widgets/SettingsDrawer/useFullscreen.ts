import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = (): boolean => document.fullscreenElement !== null;

export interface Fullscreen {
  /** False where the browser or an embedding frame does not allow fullscreen (iPhone Safari, say). */
  isAvailable: boolean;
  isFullscreen: boolean;
  toggleFullscreen: () => Promise<void>;
}

/** Whether the page is fullscreen, and a toggle; follows Esc and the browser's own controls too. */
export function useFullscreen(): Fullscreen {
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggleFullscreen = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // The browser refused (no user gesture, or a policy); the label already shows the true state.
    }
  }, []);
  return { isAvailable: document.fullscreenEnabled, isFullscreen: fullscreen, toggleFullscreen };
}
