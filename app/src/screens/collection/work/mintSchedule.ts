import type { ApiData } from '../../../api/apiCalls';

type MintInfo = ApiData<'/btc/ordinals/mint_now_list'>['items'][number];

/** One phase of a mint, times in seconds since the epoch; a phase may have no end (open until sold out). */
export interface MintPhaseWindow {
  readonly kind: 'whitelist' | 'public';
  readonly startSec: number;
  readonly endSec: number | null;
}

/** The mint's phases in order: the whitelist phase only when it is scheduled, then the public phase. */
export function mintPhases(mint: MintInfo): MintPhaseWindow[] {
  const whitelist: MintPhaseWindow[] =
    mint.white_list_start_at_sec === null
      ? []
      : [{ kind: 'whitelist', startSec: mint.white_list_start_at_sec, endSec: mint.white_list_end_at_sec }];
  return [...whitelist, { kind: 'public', startSec: mint.public_start_at_sec, endSec: mint.public_end_at_sec }];
}
