import type { ApiData } from '../../../api/apiCalls';

export type MintInfo = ApiData<'/btc/ordinals/mint_now_list'>['items'][number];
export type MintPhase = MintInfo['status'];

/** Minting is open in the whitelist and public phases while anything is left to mint. */
export function isMintOpen(mint: Pick<MintInfo, 'status' | 'available_num'>): boolean {
  return (mint.status === 'white_list' || mint.status === 'public') && mint.available_num > 0;
}

/** How much of the supply is minted, in percent (0–100). */
export function mintedPercent(mint: Pick<MintInfo, 'mint' | 'supply'>): number {
  if (mint.supply <= 0) return 0;
  return Math.min(100, (mint.mint / mint.supply) * 100);
}
