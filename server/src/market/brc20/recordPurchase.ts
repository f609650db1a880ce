import { decodePsbt } from '@ordmarket/protocol';
import { and, eq } from 'drizzle-orm';
import type { ChainSource, EsploraTx } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { brc20Activity, brc20Orders, brc20TransferInscriptions } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { splitOutput } from './listTransferInscription';

type OrderRow = typeof brc20Orders.$inferSelect;

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/** The buyer's transaction really completes this listing: it spends the inscription and pays the seller's output. */
function completesListing(transaction: EsploraTx, order: OrderRow, inscriptionOutput: string): boolean {
  const { txid, vout } = splitOutput(inscriptionOutput);
  const spendsInscription = transaction.vin.some((input) => input.txid === txid && input.vout === vout);
  const [sellerOutput] = decodePsbt(order.sellerPsbt).txOutputs;
  if (!sellerOutput) return false;
  const sellerScript = hex(sellerOutput.script);
  const paysSeller = transaction.vout.some(
    (output) => output.scriptpubkey === sellerScript && BigInt(output.value) >= order.priceSats,
  );
  return spendsInscription && paysSeller;
}

async function fetchTransaction(chain: ChainSource, txid: string): Promise<EsploraTx> {
  let transaction: EsploraTx | undefined;
  try {
    transaction = await chain.transaction(txid);
  } catch {
    throw new ApiError('chainUnavailable', 'The chain cannot be reached right now. Please try again in a minute.');
  }
  if (!transaction) {
    throw new ApiError(
      'purchaseRefused',
      `Transaction ${txid} is not on the chain or in the mempool yet. Broadcast it, then retry.`,
    );
  }
  return transaction;
}

/**
 * Records a buyer's broadcast purchase once the chain shows it completes the listing: 'selling' while it
 * waits in the mempool, 'sold' once confirmed. The app retries this call, so the same order and txid again
 * answers the order as it stands.
 */
export async function recordPurchase(
  db: Database,
  chain: ChainSource,
  request: { readonly orderId: string; readonly txid: string; readonly buyerAddress: string },
): Promise<void> {
  const [found] = await db.select().from(brc20Orders).where(eq(brc20Orders.id, request.orderId));
  if (!found) throw new ApiError('orderNotFound', 'No such BRC-20 order. It may have been delisted.');
  if (found.txid === request.txid) return;
  if (found.status !== 'on_list') {
    throw new ApiError(
      'purchaseRefused',
      `This listing is ${found.status.replace('_', ' ')} and can no longer be bought.`,
    );
  }
  if (found.sellerAddress.toLowerCase() === request.buyerAddress.toLowerCase()) {
    throw new ApiError('purchaseRefused', 'Owners cannot buy their own inscriptions.');
  }
  const [inscription] = await db
    .select({ output: brc20TransferInscriptions.output })
    .from(brc20TransferInscriptions)
    .where(eq(brc20TransferInscriptions.inscriptionId, found.inscriptionId));
  const transaction = await fetchTransaction(chain, request.txid);
  if (!inscription || !completesListing(transaction, found, inscription.output)) {
    throw new ApiError(
      'purchaseRefused',
      'This transaction does not buy this listing: it must spend the inscription and pay the seller.',
    );
  }
  const confirmed = transaction.status.confirmed;
  const blockTime = transaction.status.block_time;
  await db.transaction(async (tx) => {
    const [bought] = await tx
      .update(brc20Orders)
      .set({
        status: confirmed ? 'sold' : 'selling',
        buyerAddress: request.buyerAddress,
        txid: request.txid,
        updatedAt: new Date(),
        soldAt: confirmed ? new Date((blockTime ?? Date.now() / 1000) * 1000) : null,
      })
      .where(and(eq(brc20Orders.id, found.id), eq(brc20Orders.status, 'on_list')))
      .returning();
    // Another purchase won the race between our read and this write.
    if (!bought) throw new ApiError('purchaseRefused', 'This listing was just bought by someone else.');
    await tx.insert(brc20Activity).values({
      tick: bought.tick,
      kind: 'sale',
      inscriptionId: bought.inscriptionId,
      orderId: bought.id,
      fromAddress: bought.sellerAddress,
      toAddress: request.buyerAddress,
      amount: bought.amount,
      priceSats: bought.priceSats,
      txid: request.txid,
      height: transaction.status.block_height ?? null,
    });
  });
}
