import { useState } from 'react';
import type { ApiCallError } from '../api/ApiCallError';
import { fieldRefusal, type FieldRefusal } from './inscribeCost';

export interface OrderRefusal {
  /** The market's refusal to open an order of the values now in the form; null once they change. */
  readonly refusal: FieldRefusal | null;
  /** Keeps the refusal (if it names a field) for the values it was about. */
  readonly remember: (refusal: ApiCallError | null) => void;
}

/**
 * A refusal to open an order (a tick deployed meanwhile...), shown under its field until the trader changes the
 * values; `valuesKey` says which values the form holds now (e.g. their JSON).
 */
export function useOrderRefusal(valuesKey: string): OrderRefusal {
  const [kept, setKept] = useState<{ readonly valuesKey: string; readonly refusal: FieldRefusal } | null>(null);
  return {
    refusal: kept !== null && kept.valuesKey === valuesKey ? kept.refusal : null,
    remember: (refusal) => {
      const named = refusal === null ? null : fieldRefusal(refusal);
      setKept(named === null ? null : { valuesKey, refusal: named });
    },
  };
}
