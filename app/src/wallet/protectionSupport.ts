import type { WalletName } from './WalletConnector';

/** Why the connected wallet lists unprotected: each has its own words in the listing dialog. */
export type ProtectionBlock = 'walletCannotSignLeaf' | 'notTaproot';

// A taproot address on any of the market's chains: mainnet, the test networks, regtest.
const taprootAddress = /^(bc|tb|bcrt)1p/i;

/**
 * Whether the connected wallet can make a protected listing, or why not. A lock's sale is signed on its script path
 * with the untweaked key of the wallet's taproot ordinals address: UniSat does this when asked with
 * disableTweakSigner, the devnet wallet signs it itself, and sats-connect (Xverse) has no way to ask for it. With no
 * wallet connected yet nothing stands in the way: listing connects one, and it is asked again then.
 */
export function protectionBlock(walletName: WalletName | null, ordinalsAddress: string): ProtectionBlock | null {
  if (walletName === null) return null;
  if (walletName === 'xverse') return 'walletCannotSignLeaf';
  return taprootAddress.test(ordinalsAddress) ? null : 'notTaproot';
}
