import { checkRefundAddress, type NetworkName } from '@ordmarket/protocol';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { inscriptionOrders, mintOrders, mints } from '../../db/schema';
import type { InscriptionOrderRow } from '../../inscribing/orderFulfilment';
import { placeInscriptionOrder } from '../../inscribing/placeOrder';
import { apiRoute } from '../../http/apiRoute';
import type { SignedInUser } from '../../http/callerAccess';
import { ApiError } from '../../http/ApiError';
import type { RouteModule, Services } from '../../http/services';
import { addressField, collectionIdField, feeRateField, orderIdField } from '../nft/marketFields';
import { canonicalCombination, combinationOf } from './launchpadContent';
import { mintOrderTerms } from './mintQuote';
import { paidMintsTo, paidUnclaimedMints, receiverLimit, unpaidMintsBy } from './mintAllowance';
import { mintStatus, nowInSeconds, requireMint } from './mintView';
import { jsonSats } from '../../http/jsonValues';

/** The spec's words for a repeat mint (§8); the trailing space is theirs. */
export const repeatMintMessage = 'This combo has already been minted, do you want to mint it again? ';

const mintOrderSchema = z.object({
  isRepeat: z.boolean(),
  order_id: z.string(),
  service_fee: z.number().int(),
  inscription_postage: z.number().int(),
  mint_price: z.number().int(),
  network_fee: z.number().int(),
  /** The exact sats payment_address must receive (the four amounts' sum): what the wallet sends. */
  total_amount: z.number().int(),
  payment_address: z.string(),
});
type MintOrderAnswer = z.infer<typeof mintOrderSchema>;

const emptyOrder: MintOrderAnswer = {
  isRepeat: true,
  order_id: '',
  service_fee: 0,
  inscription_postage: 0,
  mint_price: 0,
  network_fee: 0,
  total_amount: 0,
  payment_address: '',
};

function mintOrderRequest(network: NetworkName) {
  return z
    .object({
      /** A previous order of the caller's to answer again (a retry); empty or absent for a new order. */
      order_id: z.union([orderIdField, z.literal('')]).optional(),
      collection_id: collectionIdField,
      fee_rate: feeRateField,
      mint_num: z.number().int().min(1).max(1000),
      receiver_address: addressField(network),
      refund_address: z
        .string()
        .trim()
        .max(100)
        .superRefine((address, context) => {
          try {
            checkRefundAddress(address, network);
          } catch (error) {
            context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          }
        }),
      allow_duplicate_recursive_content: z.boolean().default(false),
      recursive_content: z.string().trim().min(1).max(10_000).optional(),
    })
    .strict();
}
type MintOrderRequest = z.output<ReturnType<typeof mintOrderRequest>>;

const refuse = (message: string) => new ApiError('mintRefused', message);

/** Spec §7 gen_mint_payment. A repeat mint is not refused: it answers code 10180005 with an empty order. */
export const genMintPaymentRoute: RouteModule<'config' | 'database' | 'inscribing'> = (app, services) => {
  apiRoute(app, {
    path: '/btc/ordinals/gen_mint_payment',
    summary: 'Creates a mint order to pay; a combination minted before answers 10180005 unless duplicates are allowed',
    tag: 'nft mint',
    auth: 'required',
    body: mintOrderRequest(services.config.NETWORK),
    data: mintOrderSchema,
    rateLimitAddress: (_body, user) => user?.address,
    step: { name: 'repeatMint', message: (answer) => (answer.isRepeat ? repeatMintMessage : undefined) },
    handler: ({ body, user }) => genMintPayment(services, body, user),
  });
};

const liveStatuses = ['awaiting_payment', 'paid', 'inscribing', 'inscribed'] as const;

/** The order as the inscription service holds it: what it was priced at is what it must receive. */
function orderAnswer(row: InscriptionOrderRow): MintOrderAnswer {
  return {
    isRepeat: false,
    order_id: row.id,
    service_fee: jsonSats(row.serviceFeeSats),
    inscription_postage: jsonSats(row.postageSats * BigInt(row.inscriptionCount)),
    mint_price: jsonSats(row.creatorSats),
    network_fee: jsonSats(row.networkFeeSats),
    total_amount: jsonSats(row.totalSats),
    payment_address: row.paymentAddress,
  };
}

/** The parents of a combination, each one the collection offers, each once; refused with the reason otherwise. */
function checkedCombination(recursiveContent: string, offered: readonly string[] | null): string[] {
  if (offered === null) {
    throw new ApiError('invalidRequest', 'Invalid request. recursive_content: this collection has nothing to combine.');
  }
  const parents = combinationOf(recursiveContent);
  const unknown = parents.find((parent) => !offered.includes(parent));
  if (parents.length === 0 || unknown !== undefined || new Set(parents).size !== parents.length) {
    throw new ApiError(
      'invalidRequest',
      `Invalid request. recursive_content: pick each of the collection's parts at most once${unknown === undefined ? '' : ` (${unknown} is not one)`}.`,
    );
  }
  return parents;
}

export async function genMintPayment(
  { database, inscribing }: Pick<Services, 'database' | 'inscribing'>,
  order: MintOrderRequest,
  user: SignedInUser,
): Promise<MintOrderAnswer> {
  const { db } = database;
  const found = await requireMint(db, order.collection_id);
  const { mint } = found;
  if (order.order_id) {
    const [earlier] = await db
      .select({ order: inscriptionOrders })
      .from(mintOrders)
      .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, mintOrders.id))
      .where(
        and(eq(mintOrders.id, order.order_id), eq(mintOrders.mintId, mint.id), eq(mintOrders.userId, user.userId)),
      );
    if (earlier) return orderAnswer(earlier.order);
  }

  const status = mintStatus(mint, nowInSeconds());
  if (status === 'upcoming') throw refuse('This mint has not started yet.');
  if (status === 'ended') throw refuse('This mint has ended.');
  if (status === 'sold_out') throw refuse('This mint is sold out.');
  const receiver = order.receiver_address.toLowerCase();
  const limit = await receiverLimit(db, mint, status, receiver);
  if (limit === undefined) throw refuse('Your address is not on the whitelist of this mint. Wait for the public mint.');

  const combination =
    order.recursive_content === undefined
      ? undefined
      : checkedCombination(order.recursive_content, mint.recursiveContent);
  if (mint.recursiveContent !== null && combination === undefined) {
    throw new ApiError('invalidRequest', 'Invalid request. recursive_content: choose the parts to combine.');
  }
  const canonical = combination === undefined ? null : canonicalCombination(combination);
  if (canonical !== null && !order.allow_duplicate_recursive_content) {
    const [minted] = await db
      .select({ id: mintOrders.id })
      .from(mintOrders)
      .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, mintOrders.id))
      .where(
        and(
          eq(mintOrders.mintId, mint.id),
          eq(mintOrders.recursiveContent, canonical),
          inArray(inscriptionOrders.status, [...liveStatuses]),
        ),
      )
      .limit(1);
    if (minted) return emptyOrder;
  }

  const terms = await mintOrderTerms(db, found, {
    mintNum: order.mint_num,
    ...(combination === undefined ? {} : { combination }),
    platformAddress: inscribing.platformAddress,
  });
  const placed = await db.transaction(async (tx) => {
    // The mint row is the lock every order and every claim of this mint queues on: supply and limits hold for all.
    const [locked] = await tx.select().from(mints).where(eq(mints.id, mint.id)).for('update');
    if (!locked) throw refuse('This mint has ended.');
    const available = locked.supply - locked.mintedNum - (await paidUnclaimedMints(tx, mint.id));
    if (available <= 0) throw refuse('Nothing is left to mint: orders already paid take the rest of the supply.');
    if (order.mint_num > available) throw refuse(`Only ${available} left to mint.`);
    const paid = await paidMintsTo(tx, mint.id, receiver, { waitingTurn: true });
    const already = paid + (await unpaidMintsBy(tx, mint.id, user.userId, receiver));
    if (already + order.mint_num > limit) {
      throw refuse(
        already === 0
          ? `You can mint at most ${limit} from this mint.`
          : `You can mint at most ${limit} from this mint, and ${already} are already minted or on order for this address.`,
      );
    }
    const id = randomUUID();
    const placedOrder = await placeInscriptionOrder(tx, inscribing.wallet, {
      id,
      kind: 'launchpad_mint',
      receiverAddress: order.receiver_address,
      refundAddress: order.refund_address,
      feeRate: order.fee_rate,
      sizing: terms.sizing,
      postage: mint.inscriptionPostageSats,
      ...(terms.creator === undefined ? {} : { creator: terms.creator }),
      ...(terms.serviceFee === undefined ? {} : { serviceFee: terms.serviceFee }),
      expiresAt: new Date(inscribing.now().getTime() + inscribing.orderTtlMs),
    });
    await tx.insert(mintOrders).values({
      id,
      mintId: mint.id,
      collectionId: mint.collectionId,
      userId: user.userId,
      receiverAddress: receiver,
      mintNum: order.mint_num,
      allowDuplicateRecursiveContent: order.allow_duplicate_recursive_content,
      recursiveContent: canonical,
    });
    return placedOrder;
  });
  return orderAnswer(placed);
}
