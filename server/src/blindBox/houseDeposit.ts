import {
  buildInscriptionDepositPsbt,
  checkInscriptionDeposit,
  completeTransaction,
  decodePsbt,
  keySpendOf,
  parseAddress,
  ProtocolError,
  type InscriptionDepositRequest,
} from '@ordmarket/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { ChainSource } from '../chain/ChainSource';
import { relayTransaction } from '../chain/relayTransaction';
import type { Database } from '../db/database';
import { housePrizes, houses, inscriptions } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { sameAddress } from '../market/nft/marketFields';
import { checkPaymentAddress } from '../market/trading/paymentAddress';
import { walletCoins } from '../market/trading/walletCoins';
import type { BoxPolicy } from './boxPolicy';

const refuse = (message: string) => new ApiError('boxRefused', message);

/** Runs a protocol rule; its refusal (a key, a PSBT or a deposit that does not hold) reaches the user in its words. */
function refusedBy<Result>(rule: () => Result): Result {
  try {
    return rule();
  } catch (error) {
    if (error instanceof ProtocolError) throw refuse(error.message);
    throw error;
  }
}

export interface DepositPayer {
  readonly userId: string;
  /** The signed-in (ordinals) address holding the inscriptions. */
  readonly address: string;
  readonly ordinalsPublicKey: string;
  readonly paymentAddress: string;
  readonly paymentPublicKey: string;
  readonly feeRate: number;
}

/**
 * The deposit a provider owes a house: their inscriptions the house is waiting for, sent whole to its custody
 * address. Built the same way when prepared and when checked, so the signed one must be exactly that.
 */
async function depositRequest(
  db: Database,
  chain: ChainSource,
  policy: BoxPolicy,
  houseId: string,
  payer: DepositPayer,
): Promise<InscriptionDepositRequest> {
  const [house] = await db.select().from(houses).where(eq(houses.id, houseId));
  if (!house) throw new ApiError('notFound', 'There is no such house.');
  const awaited = await db
    .select({ inscriptionId: housePrizes.inscriptionId })
    .from(housePrizes)
    .where(
      and(
        eq(housePrizes.houseId, houseId),
        eq(housePrizes.providerUserId, payer.userId),
        eq(housePrizes.status, 'awaiting_deposit'),
      ),
    );
  const ids = awaited.flatMap((row) => (row.inscriptionId === null ? [] : [row.inscriptionId]));
  if (ids.length === 0) throw refuse('This house is not waiting for any inscription of yours.');
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
    destination: house.custodyAddress,
    feeRate: BigInt(payer.feeRate),
    network: policy.network,
  };
}

/** The unsigned deposit for the provider's wallet to sign (every input is theirs). */
export async function prepareHouseDeposit(
  db: Database,
  chain: ChainSource,
  policy: BoxPolicy,
  houseId: string,
  payer: DepositPayer,
) {
  const request = await depositRequest(db, chain, policy, houseId, payer);
  const plan = refusedBy(() => buildInscriptionDepositPsbt(request));
  return {
    psbt: plan.psbt.toBase64(),
    sign_inputs: plan.psbt.txInputs.map((_, index) => index),
    network_fee: Number(plan.feeSats),
    custody_address: request.destination,
  };
}

/**
 * Takes the signed deposit, checks it is the one the house is owed (every inscription whole to its custody address,
 * nothing else of anyone's spent) and relays it. The box service credits it once it confirms.
 */
export async function sendHouseDeposit(
  db: Database,
  chain: ChainSource,
  policy: BoxPolicy,
  houseId: string,
  payer: DepositPayer & { signedPsbt: string },
): Promise<{ txid: string }> {
  const request = await depositRequest(db, chain, policy, houseId, payer);
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
