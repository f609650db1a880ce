import { proxy } from 'valtio';

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
}

export function initialBlindBoxState(): BlindBoxState {
  return { houseId: null, drawId: null, historyHouseId: null, nftListPurpose: null, picked: [] };
}

export const blindBoxStore = proxy<BlindBoxState>(initialBlindBoxState());
