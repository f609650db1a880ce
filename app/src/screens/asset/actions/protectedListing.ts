import {
  bitcoin,
  buildProtectedListingPsbt,
  equalBytes,
  hexToBytes,
  protectedLock,
  protectedLockAddress,
  sellerSighash,
  type NetworkName,
  type ProtectedLock,
} from '@ordmarket/protocol';
import type { ApiClient } from '../../../api/apiClient';
import type { Payer } from '../../../purchase/buyListings';
import { payerFields } from '../../../purchase/payer';
import type { WalletConnector } from '../../../wallet';

export interface ProtectedListingParts {
  readonly api: Pick<ApiClient, 'post' | 'recordPayment'>;
  readonly wallet: Pick<WalletConnector, 'signPsbt'>;
  /** Hex, as the wallet reports it for the ordinals address: the lock's own key. */
  readonly sellerPublicKey: string;
  readonly network: NetworkName;
}

export interface ProtectedSaleTerms {
  readonly inscriptionId: string;
  readonly priceSats: bigint;
  /** Where the buyer's payment goes. */
  readonly receiveAddress: string;
}

/** A lock the market built that is not the lock of the seller's key with the market's published key. */
export class UnexpectedLockError extends Error {
  constructor() {
    super('The market built a lock that is not yours: nothing was signed.');
    this.name = 'UnexpectedLockError';
  }
}

/** The taproot key of a wallet's public key: x-only as UniSat and the devnet wallet may report it, or compressed. */
const xOnlyKey = (publicKey: string): Uint8Array => {
  const key = hexToBytes(publicKey);
  return key.length === 33 ? key.subarray(1) : key;
};

/** The lock of the seller's key with the market's co-signing key, as the market publishes it. */
async function sellersLock(parts: ProtectedListingParts): Promise<ProtectedLock> {
  const { market_key: marketKey } = await parts.api.post('/btc/ordinals/protection_terms', {});
  return protectedLock(xOnlyKey(parts.sellerPublicKey), hexToBytes(marketKey));
}

/** The wallet's signature of a protected sale: the lock's leaf, SIGHASH_SINGLE|ANYONECANPAY, left for the market. */
const signSale = (parts: ProtectedListingParts, sale: bitcoin.Psbt) =>
  parts.wallet.signPsbt(sale.toBase64(), {
    autoFinalized: false,
    toSignInputs: [{ index: 0, sighashTypes: [sellerSighash], scriptPath: true }],
  });

/**
 * Protects and lists in one go: the market builds the lock of the inscription, the wallet signs it, then signs the
 * sale of the lock's output (its id is known before it is mined: every input is segwit), and the market keeps the
 * sale until the lock is indexed, then lists it. The lock must be the one of the seller's own key and the market's
 * published key, or nothing is signed. Answers the lock's transaction id.
 */
export async function lockAndList(
  parts: ProtectedListingParts & { readonly payer: Payer; readonly feeRate: number },
  terms: ProtectedSaleTerms,
): Promise<string> {
  const lock = await sellersLock(parts);
  const prepared = await parts.api.post('/btc/ordinals/prepare_protect', {
    inscription_ids: [terms.inscriptionId],
    ordinals_public_key: parts.sellerPublicKey,
    fee_rate: Math.max(1, Math.ceil(parts.feeRate)),
    ...payerFields(parts.payer),
  });
  const built = bitcoin.Psbt.fromBase64(prepared.psbt);
  const vout = built.txOutputs.findIndex((output) => equalBytes(output.script, lock.outputScript));
  const lockOutput = built.txOutputs[vout];
  if (prepared.lock_address !== protectedLockAddress(lock, parts.network) || !lockOutput) {
    throw new UnexpectedLockError();
  }
  const signedLock = await parts.wallet.signPsbt(prepared.psbt, {
    autoFinalized: true,
    toSignInputs: prepared.sign_inputs.map((index) => ({ index })),
  });
  const lockTxid = bitcoin.Transaction.fromBuffer(built.data.globalMap.unsignedTx.toBuffer()).getId();
  const sale = buildProtectedListingPsbt({
    lockOutput: { txid: lockTxid, vout, value: lockOutput.value, script: lock.outputScript },
    lock,
    priceSats: terms.priceSats,
    sellerReceiveAddress: terms.receiveAddress,
    network: parts.network,
  });
  const signedSale = await signSale(parts, sale);
  const { txid } = await parts.api.recordPayment('/btc/ordinals/protect', {
    transaction_id: prepared.transaction_id,
    psbt: signedLock,
    sales: [{ inscription_id: terms.inscriptionId, psbt: signedSale }],
  });
  return txid;
}

/**
 * Lists (or reprices) an inscription already waiting in the seller's lock: a new sale of the same locked output,
 * signed on its leaf. The market refuses it unless the lock is this seller's with its key.
 */
export async function listLocked(
  parts: ProtectedListingParts,
  terms: ProtectedSaleTerms & { readonly output: string; readonly outputValue: number },
): Promise<void> {
  const lock = await sellersLock(parts);
  const [txid = '', vout = ''] = terms.output.split(':');
  const sale = buildProtectedListingPsbt({
    lockOutput: { txid, vout: Number(vout), value: BigInt(terms.outputValue), script: lock.outputScript },
    lock,
    priceSats: terms.priceSats,
    sellerReceiveAddress: terms.receiveAddress,
    network: parts.network,
  });
  await parts.api.post('/btc/ordinals/list_for_sale', {
    inscription_id: terms.inscriptionId,
    psbt: await signSale(parts, sale),
  });
}
