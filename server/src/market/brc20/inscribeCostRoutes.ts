import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { addressField, amountField, feeRateField, tickField } from './brc20Fields';
import { amountText, renderAmount, satsValue } from './brc20Json';
import { checkDeploy } from './deployRules';
import { feeRateChoice } from './feeRateChoice';
import { requireTick } from './findTick';
import { inscriptionCost, type InscriptionCost } from './inscriptionCost';
import { mintContentForSizing } from './mintRules';
import { supplyLeft } from './mintsInFlight';
import { transferContent } from './brc20Content';
import { jsonSats } from '../../http/jsonValues';

const tag = 'brc-20 mint and deploy';

/** Most mints a single order takes: one commit funds every reveal, and it must stay a standard transaction. */
export const maxMintRepeat = 1000;

export const deployFields = {
  tick: tickField,
  max: amountField,
  lim: amountField.optional(),
  dec: z
    .string()
    .regex(/^\d{1,2}$/, 'dec must be a whole number from 0 to 18, as a string like "18"')
    .optional(),
  self_mint: z.boolean().optional(),
};

const costSchema = z.object({
  fee_rate: z.number().int(),
  repeat: z.number().int(),
  /** The BRC-20 JSON that will be inscribed. */
  content: z.string(),
  content_size: z.number().int(),
  commit_tx_size: z.number().int(),
  reveal_tx_size: z.number().int(),
  /** Every vB paid for: the commit and every reveal. */
  tx_size: z.number().int(),
  inscription_postage: satsValue,
  network_fee: satsValue,
  service_fee: satsValue,
  total_fee: satsValue,
});

function costData(content: string, feeRate: bigint, repeat: number, cost: InscriptionCost): z.infer<typeof costSchema> {
  return {
    fee_rate: Number(feeRate),
    repeat,
    content,
    content_size: cost.contentSize,
    commit_tx_size: Number(cost.commitSize),
    reveal_tx_size: Number(cost.revealSize),
    tx_size: Number(cost.commitSize + cost.revealSize * BigInt(repeat)),
    inscription_postage: jsonSats(cost.postage),
    network_fee: jsonSats(cost.networkFee),
    // The marketplace charges nothing on top of the chain's fees for inscribing.
    service_fee: 0,
    total_fee: jsonSats(cost.total),
  };
}

/** What deploying or minting costs, computed from the real inscription transactions, and a tick's mint limits. */
export const brc20InscribeCostRoutes: RouteModule<'chain' | 'config' | 'database'> = (
  app,
  { database, config, chain },
) => {
  const { db } = database;
  const network = config.NETWORK;
  const receiveAddress = addressField(network).optional();

  apiRoute(app, {
    path: '/btc/brc_20/get_deploy_txsize',
    summary: 'Sizes and fees of inscribing a BRC-20 deploy',
    tag,
    auth: 'none',
    body: z.object({ ...deployFields, fee_rate: feeRateField.optional(), receive_address: receiveAddress }),
    data: costSchema,
    handler: async ({ body }) => {
      const { content } = await checkDeploy(db, body);
      const feeRate = await feeRateChoice(body.fee_rate, chain);
      const cost = inscriptionCost({ content, repeat: 1, feeRate, receiveAddress: body.receive_address, network });
      return costData(content, feeRate, 1, cost);
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_mint_txsize',
    summary: 'Sizes and fees of inscribing BRC-20 mints, or (op transfer) a transfer inscription',
    tag,
    auth: 'none',
    body: z.object({
      tick: tickField,
      amount: amountField,
      repeat: z.number().int().min(1).max(maxMintRepeat).default(1),
      op: z.enum(['mint', 'transfer']).default('mint'),
      fee_rate: feeRateField.optional(),
      receive_address: receiveAddress,
    }),
    data: costSchema,
    handler: async ({ body }) => {
      const content =
        body.op === 'transfer'
          ? transferContent((await requireTick(db, body.tick)).displayTick, body.amount)
          : await mintContentForSizing(db, body.tick, body.amount);
      const feeRate = await feeRateChoice(body.fee_rate, chain);
      const cost = inscriptionCost({
        content,
        repeat: body.repeat,
        feeRate,
        receiveAddress: body.receive_address,
        network,
      });
      return costData(content, feeRate, body.repeat, cost);
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_mint_limit',
    summary: 'How much of a token one mint may take and how much is left',
    tag,
    auth: 'none',
    body: z.object({ tick: tickField }),
    data: z.object({
      tick: z.string(),
      decimals: z.number().int(),
      limit_per_mint: amountText,
      max_supply: amountText,
      minted: amountText,
      /** What the ledger has not minted yet. */
      remaining: amountText,
      /** What mint orders already paid or being inscribed will claim of `remaining`. */
      in_flight: amountText,
      /** What a new order can still get: `remaining` less `in_flight`. */
      available: amountText,
      self_mint: z.boolean(),
      /** Open to public mints: supply available and not a self-mint token. */
      mintable: z.boolean(),
      /** The most mints one order may make, whatever the supply; the supply bounds them further by the amount. */
      max_repeat: z.number().int(),
    }),
    handler: async ({ body }) => {
      const found = await requireTick(db, body.tick);
      const { left, inFlight, tick } = await supplyLeft(db, found, 'paid or inscribed');
      const remaining = tick.maxSupply > tick.minted ? tick.maxSupply - tick.minted : 0n;
      return {
        tick: tick.displayTick,
        decimals: tick.decimals,
        limit_per_mint: renderAmount(tick.limitPerMint, tick.decimals),
        max_supply: renderAmount(tick.maxSupply, tick.decimals),
        minted: renderAmount(tick.minted, tick.decimals),
        remaining: renderAmount(remaining, tick.decimals),
        in_flight: renderAmount(inFlight < remaining ? inFlight : remaining, tick.decimals),
        available: renderAmount(left, tick.decimals),
        self_mint: tick.selfMint,
        mintable: left > 0n && !tick.selfMint,
        max_repeat: maxMintRepeat,
      };
    },
  });
};
