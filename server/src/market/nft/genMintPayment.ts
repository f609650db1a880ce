import { checkRefundAddress, type NetworkName } from '@ordmarket/protocol';
import type { FastifyInstance } from 'fastify';
import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { mintOrders, mintWhitelist } from '../../db/schema';
import type { RouteKit, SignedInUser } from '../../http/apiRoute';
import { ApiError } from '../../http/ApiError';
import { envelopeSchema, errorEnvelopeSchema } from '../../http/envelope';
import { errorCodes } from '../../http/errorCodes';
import type { Services } from '../../http/services';
import { addressField, collectionIdField, feeRateField, orderIdField, toSats } from './marketFields';
import { mintCharges } from './mintCharges';
import { mintStatus, nowInSeconds, requireMint } from './mintView';

/** The spec's words for a repeat mint (§8); the trailing space is theirs. */
export const repeatMintMessage = 'This combo has already been minted, do you want to mint it again? ';

const mintOrderSchema = z.object({
  isRepeat: z.boolean(),
  order_id: z.string(),
  service_fee: z.number().int(),
  inscription_postage: z.number().int(),
  mint_price: z.number().int(),
  network_fee: z.number().int(),
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

/**
 * Spec §7 gen_mint_payment. It answers the envelope itself because a repeat mint is code 10180005 *with* an
 * empty order (isRepeat) as data, which the shared error envelope (data: null) cannot carry.
 */
export function genMintPaymentRoute(app: FastifyInstance, kit: RouteKit, { config, database }: Services): void {
  const body = mintOrderRequest(config.NETWORK);
  const repeatEnvelope = z.object({
    code: z.literal(errorCodes.repeatMint.code),
    msg: z.string(),
    data: mintOrderSchema,
  });
  app.route({
    method: 'POST',
    url: '/btc/ordinals/gen_mint_payment',
    schema: {
      summary:
        'Creates a mint order to pay; a combination minted before answers 10180005 unless duplicates are allowed',
      tags: ['nft mint'],
      security: [{ bearer: [] }],
      body,
      response: {
        200: z.union([envelopeSchema(mintOrderSchema), repeatEnvelope]),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
    handler: async (request) => {
      const user = await kit.authenticate(request.headers.authorization);
      if (!user) throw new ApiError('signInRequired', 'Please connect your wallet and sign in first.');
      if (await kit.overAddressLimit(request, user.address)) {
        throw new ApiError('rateLimited', 'Too many requests for this address. Please wait a minute and try again.');
      }
      const answer = await genMintPayment(database.db, request.body as MintOrderRequest, user);
      if (answer.isRepeat) return { code: errorCodes.repeatMint.code, msg: repeatMintMessage, data: answer };
      return { code: 0 as const, msg: 'ok', data: answer };
    },
  });
}

export async function genMintPayment(
  db: Database,
  order: MintOrderRequest,
  user: SignedInUser,
): Promise<MintOrderAnswer> {
  const { mint } = await requireMint(db, order.collection_id);
  if (order.order_id) {
    const [earlier] = await db
      .select()
      .from(mintOrders)
      .where(
        and(eq(mintOrders.id, order.order_id), eq(mintOrders.mintId, mint.id), eq(mintOrders.userId, user.userId)),
      );
    if (earlier) {
      return {
        isRepeat: false,
        order_id: earlier.id,
        service_fee: toSats(earlier.serviceFeeSats),
        inscription_postage: toSats(earlier.inscriptionPostageSats),
        mint_price: toSats(earlier.mintPriceSats),
        network_fee: toSats(earlier.networkFeeSats),
        payment_address: earlier.paymentAddress,
      };
    }
  }

  const status = mintStatus(mint, nowInSeconds());
  if (status === 'upcoming') throw refuse('This mint has not started yet.');
  if (status === 'ended') throw refuse('This mint has ended.');
  if (status === 'sold_out') throw refuse('This mint is sold out.');
  let limit = mint.maxMintNum;
  if (status === 'white_list') {
    const [entry] = await db
      .select()
      .from(mintWhitelist)
      .where(and(eq(mintWhitelist.mintId, mint.id), eq(mintWhitelist.address, user.address.toLowerCase())));
    if (!entry) throw refuse('Your address is not on the whitelist of this mint. Wait for the public mint.');
    limit = Math.min(limit, entry.maxMintNum);
  }
  if (order.mint_num > limit) throw refuse(`You can mint at most ${limit} in one order.`);
  const available = mint.supply - mint.mintedNum;
  if (order.mint_num > available) throw refuse(`Only ${available} left to mint.`);

  if (order.recursive_content !== undefined && mint.recursiveContent === null) {
    throw new ApiError('invalidRequest', 'Invalid request. recursive_content: this collection has nothing to combine.');
  }
  if (order.recursive_content !== undefined && !order.allow_duplicate_recursive_content) {
    const [minted] = await db
      .select({ id: mintOrders.id })
      .from(mintOrders)
      .where(
        and(
          eq(mintOrders.mintId, mint.id),
          eq(mintOrders.recursiveContent, order.recursive_content),
          notInArray(mintOrders.status, ['expired', 'failed']),
        ),
      )
      .limit(1);
    if (minted) return emptyOrder;
  }

  // The amounts are known, but an order needs a payment address whose key inscribes the reveal, and this server
  // holds no minting keys yet: saying so beats taking money it cannot turn into inscriptions.
  const charges = mintCharges(mint, order.mint_num, order.fee_rate);
  const total = charges.mint_price + charges.service_fee + charges.inscription_postage + charges.network_fee;
  throw refuse(
    `Minting is not open on this server yet (the order would cost ${total} sats); no payment address can be issued.`,
  );
}
