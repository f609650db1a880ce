import { buildDummyUtxoPsbt, ProtocolError } from '@ordmarket/protocol';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { purchaseBuyerKey } from './purchaseBuyerKey';
import { refusePurchase } from './purchaseOrders';
import { purchaseUtxos } from './purchaseUtxos';

export interface DummyPreparation {
  /** Base64; the buyer signs every input. */
  psbt: string;
  buyerInputs: number[];
  feeSats: bigint;
}

/**
 * The transaction that gives a first-time buyer the dummy UTXOs a purchase needs ("Read before purchase"). It is
 * built here rather than in the app because only the indexer knows which of the wallet's UTXOs are inscribed.
 */
export async function prepareDummies(
  db: Database,
  chain: ChainSource,
  request: { buyer: string; publicKeyHex: string; count: number; feeRate: number },
): Promise<DummyPreparation> {
  const paymentPublicKey = purchaseBuyerKey(request.buyer, request.publicKeyHex, chain.network);
  const utxos = await purchaseUtxos(db, chain, request.buyer);
  try {
    const { psbt, selection } = buildDummyUtxoPsbt({
      paymentAddress: request.buyer,
      paymentPublicKey,
      utxos,
      count: request.count,
      feeRate: BigInt(request.feeRate),
      network: chain.network,
    });
    return { psbt: psbt.toBase64(), buyerInputs: selection.inputs.map((_, index) => index), feeSats: selection.fee };
  } catch (error) {
    if (error instanceof ProtocolError) throw refusePurchase(error.message);
    throw error;
  }
}
