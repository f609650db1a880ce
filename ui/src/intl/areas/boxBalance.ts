import english from '../en/boxBalance.json';

/** The box wallet: recharge, withdrawal, history, the NFT picker, making a house and its liquidity. */
export const boxBalanceStrings = { area: 'boxBalance', english } as const;
