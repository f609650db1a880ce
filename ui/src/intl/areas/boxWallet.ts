import english from '../en/boxWallet.json';

/** The box wallet: recharge, withdrawal, history, the NFT picker, making a house and its liquidity. */
export const boxWalletStrings = { area: 'boxWallet', english } as const;
