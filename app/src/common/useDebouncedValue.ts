import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent: fast enough to feel live, slow enough to skip keystrokes. */
export const searchDebounceMs = 250;

/** The value once it has stopped changing for `delayMs`; each change restarts the wait. */
export function useDebouncedValue<Value>(value: Value, delayMs = searchDebounceMs): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
