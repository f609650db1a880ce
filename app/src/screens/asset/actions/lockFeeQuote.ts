import { keySpendOf, lockVirtualSize, type NetworkName } from '@ordmarket/protocol';

interface WalletKeys {
  readonly address: string;
  readonly publicKey: string;
  readonly paymentAddress: string;
  readonly paymentPublicKey: string;
}

/**
 * The network fee a lock of one inscription costs at `feeRate`, paid from one of the wallet's coins with change: what
 * the listing dialog quotes before the market picks the coins. Null while the rate, the chain or the wallet's keys are
 * unknown, or for an address the market cannot spend from.
 */
export function lockFeeQuote(
  wallet: WalletKeys,
  network: NetworkName | undefined,
  feeRate: number | null,
): { sats: number; rate: number } | null {
  if (feeRate === null || network === undefined || wallet.publicKey === '') return null;
  const paysApart = wallet.paymentAddress !== '' && wallet.paymentAddress !== wallet.address;
  try {
    const owner = keySpendOf(wallet.address, wallet.publicKey, network);
    const payment = paysApart ? keySpendOf(wallet.paymentAddress, wallet.paymentPublicKey, network) : owner;
    const rate = Math.max(1, Math.ceil(feeRate));
    return { sats: Number(lockVirtualSize(owner, payment, 1)) * rate, rate };
  } catch {
    return null;
  }
}
