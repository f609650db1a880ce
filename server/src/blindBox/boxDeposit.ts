import {
  buildInscriptionDepositPsbt,
  checkInscriptionDeposit,
  completeTransaction,
  decodePsbt,
  keySpendOf,
  parseAddress,
  type InscriptionDepositRequest,
  type NetworkName,
} from '@ordmarket/protocol';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import type { ChainSource } from '../chain/ChainSource';
import { relayTransaction } from '../chain/relayTransaction';
import type { Database } from '../db/database';
import { housePrizes, houses, inscriptions } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { sameAddress } from '../market/nft/marketFields';
import { checkPaymentAddress } from '../market/purchase/paymentAddress';
import { payerFields, payerOf, publicKeyField } from '../market/purchase/tradeFields';
import { walletCoins } from '../market/purchase/walletCoins';
import type { BoxPolicy } from './boxPolicy';
import { refuse, refusedBy } from './boxRefusal';

export interface DepositPayer {
  readonly userId: string;
  /** The signed-in (ordinals) address holding the inscriptions. */
  readonly address: string;
  readonly ordinalsPublicKey: string;
  readonly paymentAddress: string;
  readonly paymentPublicKey: string;
  readonly feeRate: number;
}

/** A prepared deposit as the API answers it: the PSBT, the inputs the wallet signs (all of them), its fee. */
export const preparedDepositFields = {
  psbt: z.string(),
  sign_inputs: z.array(z.number().int()),
  network_fee: z.number().int(),
};

/** What a deposit request says of its payer: their ordinals key, and who pays the fee at what rate. */
export const depositPayerFields = (network: NetworkName) => ({
  ordinals_public_key: publicKeyField,
  ...payerFields(network),
});

export function depositPayerOf(
  body: { ordinals_public_key: string; public_key: string; payment_address?: string | undefined; fee_rate: number },
  user: { userId: string; address: string },
): DepositPayer {
  const payer = payerOf(body, user);
  return {
    userId: user.userId,
    address: user.address,
    ordinalsPublicKey: body.ordinals_public_key,
    paymentAddress: payer.paymentAddress,
    paymentPublicKey: payer.paymentPublicKey,
    feeRate: body.fee_rate,
  };
}

/** Where a deposit goes and which of the payer's inscriptions it sends there whole. */
export interface DepositTarget {
  readonly destination: string;
  readonly inscriptionIds: readonly string[];
}

/**
 * The deposit a provider owes a house: their inscriptions the house is waiting for, to its custody address.
 */
export async function houseDepositTarget(db: Database, houseId: string, userId: string): Promise<DepositTarget> {
  const [house] = await db.select().from(houses).where(eq(houses.id, houseId));
  if (!house) throw new ApiError('notFound', 'There is no such house.');
  const awaited = await db
    .select({ inscriptionId: housePrizes.inscriptionId })
    .from(housePrizes)
    .where(
      and(
        eq(housePrizes.houseId, houseId),
        eq(housePrizes.providerUserId, userId),
        eq(housePrizes.status, 'awaiting_deposit'),
      ),
    );
  const ids = awaited.flatMap((row) => (row.inscriptionId === null ? [] : [row.inscriptionId]));
  if (ids.length === 0) throw refuse('This house is not waiting for any inscription of yours.');
  return { destination: house.custodyAddress, inscriptionIds: ids };
}

/**
 * Inscriptions of the payer's wallet (BRC-20 transfer inscriptions among them) sent whole to a box address. Built the
 * same way when prepared and when checked, so the signed one must be exactly that.
 */
async function depositRequest(
  db: Database,
  chain: ChainSource,
  policy: BoxPolicy,
  target: DepositTarget,
  payer: DepositPayer,
): Promise<InscriptionDepositRequest> {
  const ids = [...target.inscriptionIds];
  const located = await db.select().from(inscriptions).where(inArray(inscriptions.inscriptionId, ids));
  const owned = located.filter((row) => sameAddress(row.ownerAddress, payer.address));
  if (owned.length !== ids.length) {
    throw refuse('Some of these inscriptions are no longer in your wallet, or their last move is not confirmed yet.');
  }
  const ownerScript = parseAddress(payer.address, policy.network).outputScript;
  await checkPaymentAddress(db, payer.address, payer.paymentAddress);
  return {
    inscriptions: owned
      .sort((a, b) => a.inscriptionId.localeCompare(b.inscriptionId))
      .map((row) => ({ txid: row.txid, vout: row.vout, value: row.value, offset: row.offset, script: ownerScript })),
    owner: refusedBy(() => keySpendOf(payer.address, payer.ordinalsPublicKey, policy.network)),
    payment: refusedBy(() => keySpendOf(payer.paymentAddress, payer.paymentPublicKey, policy.network)),
    utxos: await walletCoins(db, chain, payer.paymentAddress),
    destination: target.destination,
    feeRate: BigInt(payer.feeRate),
    network: policy.network,
  };
}

/** The unsigned deposit for the payer's wallet to sign (every input is theirs). */
export async function prepareDeposit(
  db: Database,
  chain: ChainSource,
  policy: BoxPolicy,
  target: DepositTarget,
  payer: DepositPayer,
) {
  const request = await depositRequest(db, chain, policy, target, payer);
  const plan = refusedBy(() => buildInscriptionDepositPsbt(request));
  return {
    psbt: plan.psbt.toBase64(),
    sign_inputs: plan.psbt.txInputs.map((_, index) => index),
    network_fee: Number(plan.feeSats),
    destination: request.destination,
  };
}

/**
 * Takes the signed deposit, checks it is the one prepared (every inscription whole to the box address, nothing else of
 * anyone's spent) and relays it. The box service credits it once it confirms.
 */
export async function sendDeposit(
  db: Database,
  chain: ChainSource,
  policy: BoxPolicy,
  target: DepositTarget,
  payer: DepositPayer & { signedPsbt: string },
): Promise<{ txid: string }> {
  const request = await depositRequest(db, chain, policy, target, payer);
  const tx = refusedBy(() => {
    // The signed PSBT carries its own unsigned transaction; the check decides whether it is the one owed.
    const signed = completeTransaction(decodePsbt(payer.signedPsbt), payer.signedPsbt);
    checkInscriptionDeposit(signed, request);
    return signed;
  });
  const outcome = await relayTransaction(chain, tx.getId(), tx.toHex());
  if (outcome.kind === 'refused') throw refuse(`The Bitcoin network refused the deposit: ${outcome.reason}`);
  if (outcome.kind === 'unreachable') {
    throw new ApiError('chainUnavailable', 'The Bitcoin network could not be reached. Try again in a moment.');
  }
  policy.nudge();
  return { txid: tx.getId() };
}
