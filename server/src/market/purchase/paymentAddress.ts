import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userAddresses } from '../../db/schema';
import { sameAddress } from '../nft/marketFields';
import { refusePurchase } from './tradeRefusals';

/**
 * A buyer pays from their own coins only: the address they signed in with, or another they proved is theirs
 * (Xverse keeps payments apart from ordinals). Holds are limited by the paying address's balance, so naming a
 * stranger's rich address must not lend anyone its balance, nor let anyone reserve a stranger's coins.
 */
export async function checkPaymentAddress(db: Database, buyer: string, paymentAddress: string): Promise<void> {
  if (sameAddress(buyer, paymentAddress)) return;
  const owners = await db
    .select({ address: userAddresses.address, userId: userAddresses.userId })
    .from(userAddresses)
    .where(inArray(userAddresses.address, [buyer.toLowerCase(), paymentAddress.toLowerCase(), paymentAddress]));
  const buyerUser = owners.find((row) => sameAddress(row.address, buyer))?.userId;
  const payerUser = owners.find((row) => sameAddress(row.address, paymentAddress))?.userId;
  if (buyerUser === undefined || buyerUser !== payerUser) {
    throw refusePurchase(
      'Pay from an address you proved is yours: reconnect your wallet so it can confirm its payment address.',
    );
  }
}
