import type { OpenBoxState } from '@ordmarket/ui';
import { proxy } from 'valtio';

/** One press of Open box: what it asked for, under the key that makes asking again safe. */
export interface OpenRequest {
  readonly houseId: string;
  readonly clientSeed: string;
  readonly idempotencyKey: string;
}

/** The latest open of a box in one house: the sign-in it was made in, where it stands, and a press left unanswered. */
export interface BoxOpening {
  /** The sign-in it belongs to (the account signal's token counter then): another account never sees it. */
  readonly session: number;
  state: OpenBoxState;
  /** A press the server never answered: it may have been drawn, so asking again with its seed reuses its key. */
  unanswered: OpenRequest | null;
}

/** What the blind-box drawers are about, shared between them (the drawers store holds only which are open). */
export interface BlindBoxState {
  /** The house the house detail, open box and liquidity drawers show. */
  houseId: string | null;
  /** The draw the house detail drawer verifies, when it shows one. */
  drawId: string | null;
  /** Whose history the history drawer shows: the user's box (null) or a house's pool. */
  historyHouseId: string | null;
  /** What the NFT list drawer picks for, and what it picked (inscription ids). */
  nftListPurpose: 'makeBox' | 'addLiquidity' | null;
  picked: string[];
  /**
   * The latest open in each house, by house id. Kept here, not in the Open box drawer, which unmounts whenever it
   * closes: checking the draw just made returns to its prize, a draw still running when the drawer closes shows its
   * prize on return, and an unanswered press keeps its key however the drawers move.
   */
  openings: Record<string, BoxOpening>;
}

export function initialBlindBoxState(): BlindBoxState {
  return { houseId: null, drawId: null, historyHouseId: null, nftListPurpose: null, picked: [], openings: {} };
}

export const blindBoxStore = proxy<BlindBoxState>(initialBlindBoxState());
