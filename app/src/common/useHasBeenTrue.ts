import { useState } from 'react';

/**
 * Whether `value` has been true at any render so far. Code split off until first needed (a drawer, a dialog)
 * stays mounted afterwards, so closing plays its animation and reopening needs no second load.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}
