import type { OpiRecordedEvent } from '@ordmarket/protocol';
import { z } from 'zod';

// The shapes of OPI's BRC-20 API (bestinslot-xyz/OPI modules/brc20_api/api.js) and of the event JSON its indexer
// stores and `activity_on_block` answers (modules/brc20_index/src/types/events/*.rs): serde writes every number and
// flag as text (DisplayFromStr), pkscripts as `*_pkScript`, amounts as integers scaled by 10^18.

const hash = z.string().regex(/^[0-9a-f]{64}$/, 'expected a SHA-256 in lowercase hex');
const inscriptionId = z.string().regex(/^[0-9a-f]{64}i\d+$/, 'expected an inscription id');
const pkscript = z.string().regex(/^(?:[0-9a-f]{2})*$/, 'expected a script in lowercase hex');
const amount = z
  .string()
  .regex(/^\d{1,39}$/, 'expected a whole number as decimal text')
  .transform((text) => BigInt(text));
const tick = z.string().min(1);
const flag = z.enum(['true', 'false']).transform((text) => text === 'true');

/** `{ error, result }`, OPI's envelope for every JSON answer. */
export const opiEnvelope = <Result extends z.ZodType>(result: Result) =>
  z.object({ error: z.string().nullable(), result });

export const hashesOfAllActivitySchema = opiEnvelope(
  z.object({
    cumulative_event_hash: hash,
    block_event_hash: hash,
    // api.js echoes the query string; this market's answers carry a number.
    block_height: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  }),
);

/** One event of `activity_on_block`: the event JSON with its `event_type` and `inscription_id` added. */
const recordedEventSchema = z.discriminatedUnion('event_type', [
  z.object({
    event_type: z.literal('deploy-inscribe'),
    inscription_id: inscriptionId,
    deployer_pkScript: pkscript,
    tick,
    original_tick: tick,
    max_supply: amount,
    limit_per_mint: amount,
    decimals: z
      .string()
      .regex(/^\d{1,2}$/, 'expected decimals as text')
      .transform(Number),
    is_self_mint: flag,
  }),
  z.object({
    event_type: z.literal('mint-inscribe'),
    inscription_id: inscriptionId,
    minted_pkScript: pkscript,
    tick,
    original_tick: tick,
    amount,
    parent_id: z.string().nullable(),
  }),
  z.object({
    event_type: z.literal('transfer-inscribe'),
    inscription_id: inscriptionId,
    source_pkScript: pkscript,
    tick,
    original_tick: tick,
    amount,
  }),
  z.object({
    event_type: z.literal('transfer-transfer'),
    inscription_id: inscriptionId,
    source_pkScript: pkscript,
    // serde's DefaultOnNull: absent or null when the transfer was spent as fee.
    spent_pkScript: pkscript.nullish(),
    tick,
    original_tick: tick,
    amount,
  }),
  z.object({
    event_type: z.literal('predeploy-inscribe'),
    inscription_id: inscriptionId,
    predeployer_pkScript: pkscript,
    hash: z.string(),
    block_height: z.string().regex(/^\d+$/, 'expected a height as text').transform(Number),
  }),
]);

type RecordedEventJson = z.infer<typeof recordedEventSchema>;

/** The event as the ledger takes it. */
export function recordedEvent(json: RecordedEventJson): OpiRecordedEvent {
  const inscriptionId = json.inscription_id;
  switch (json.event_type) {
    case 'deploy-inscribe':
      return {
        type: json.event_type,
        inscriptionId,
        deployerPkscript: json.deployer_pkScript,
        tick: json.tick,
        originalTick: json.original_tick,
        maxSupply: json.max_supply,
        decimals: json.decimals,
        limitPerMint: json.limit_per_mint,
        selfMint: json.is_self_mint,
      };
    case 'mint-inscribe':
      return {
        type: json.event_type,
        inscriptionId,
        mintedPkscript: json.minted_pkScript,
        tick: json.tick,
        originalTick: json.original_tick,
        amount: json.amount,
        parentId: json.parent_id ?? '',
      };
    case 'transfer-inscribe':
      return {
        type: json.event_type,
        inscriptionId,
        sourcePkscript: json.source_pkScript,
        tick: json.tick,
        originalTick: json.original_tick,
        amount: json.amount,
      };
    case 'transfer-transfer':
      return {
        type: json.event_type,
        inscriptionId,
        sourcePkscript: json.source_pkScript,
        spentPkscript: json.spent_pkScript ?? null,
        tick: json.tick,
        originalTick: json.original_tick,
        amount: json.amount,
      };
    case 'predeploy-inscribe':
      return {
        type: json.event_type,
        inscriptionId,
        predeployerPkscript: json.predeployer_pkScript,
        hash: json.hash,
        height: json.block_height,
      };
  }
}

/**
 * A block's events, each checked by its type. The programmable module's events (`brc20prog-*`) are refused by
 * name: an OPI that runs the module keeps balances this market cannot follow.
 */
export const activityOnBlockSchema = opiEnvelope(
  z.array(
    z
      .looseObject({ event_type: z.string() })
      .superRefine((event, context) => {
        if (event.event_type.startsWith('brc20prog-')) {
          context.addIssue({
            code: 'custom',
            message: `${event.event_type} is an event of the BRC2.0 programmable module, which this market does not follow`,
          });
        }
      })
      .pipe(recordedEventSchema),
  ),
);
