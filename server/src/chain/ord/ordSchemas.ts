import { z } from 'zod';
import { parseSatpoint, type Satpoint } from '@ordmarket/protocol';

/**
 * ord's JSON API (`ord server`, Accept: application/json) as of 0.2x. z.object drops unknown keys, so
 * fields ord adds between versions (charms, runes, effective_content_type, ...) do not break parsing.
 */
export const inscriptionIdPattern = /^[0-9a-f]{64}i\d+$/i;
export const outpointPattern = /^[0-9a-f]{64}:\d+$/i;

const inscriptionId = z.string().regex(inscriptionIdPattern, 'expected an inscription id (txid + "i" + index)');
const count = z.number().int().nonnegative();
/** Sat numbers go up to about 2.1e15: exact in a JSON number, carried as bigint like every sat amount. */
const satNumber = count.transform((value) => BigInt(value));

export interface OrdInscription {
  id: string;
  /** Negative for cursed inscriptions. */
  number: number;
  /** Undefined when the output's script has no address (OP_RETURN, bare scripts). */
  address: string | undefined;
  contentType: string | undefined;
  contentLength: number | undefined;
  genesisHeight: number;
  /** The reveal transaction's fee, in sats. */
  genesisFee: number;
  /** Undefined when ord runs without --index-sats. */
  sat: bigint | undefined;
  satpoint: Satpoint;
  /** Seconds since the epoch, the genesis block's time. */
  timestamp: number;
  /** The value of the output holding the inscription, in sats; undefined when that output is spent to fees. */
  value: number | undefined;
  parents: string[];
  children: string[];
  charms: string[];
  metaprotocol: string | undefined;
}

/**
 * GET /inscription/:id. ord 0.2x names the genesis fields `height` and `fee`; older releases called them
 * `genesis_height` and `genesis_fee`: either is accepted.
 */
export const inscriptionSchema: z.ZodType<OrdInscription> = z
  .object({
    id: inscriptionId,
    number: z.number().int(),
    address: z.string().nullish(),
    content_type: z.string().nullish(),
    content_length: count.nullish(),
    height: count.optional(),
    genesis_height: count.optional(),
    fee: count.optional(),
    genesis_fee: count.optional(),
    sat: satNumber.nullish(),
    satpoint: z.string(),
    timestamp: z.number().int(),
    value: count.nullish(),
    parents: z.array(inscriptionId).optional(),
    parent: inscriptionId.nullish(),
    children: z.array(inscriptionId).optional(),
    charms: z.array(z.string()).optional(),
    metaprotocol: z.string().nullish(),
  })
  .transform((raw, context): OrdInscription => {
    const satpoint = parseSatpoint(raw.satpoint);
    const genesisHeight = raw.height ?? raw.genesis_height;
    const genesisFee = raw.fee ?? raw.genesis_fee;
    if (satpoint === undefined) {
      context.addIssue({ code: 'custom', path: ['satpoint'], message: 'expected "txid:vout:offset"' });
    }
    if (genesisHeight === undefined) {
      context.addIssue({ code: 'custom', path: ['height'], message: 'expected height (or genesis_height)' });
    }
    if (genesisFee === undefined) {
      context.addIssue({ code: 'custom', path: ['fee'], message: 'expected fee (or genesis_fee)' });
    }
    if (satpoint === undefined || genesisHeight === undefined || genesisFee === undefined) return z.NEVER;
    return {
      id: raw.id.toLowerCase(),
      number: raw.number,
      address: raw.address ?? undefined,
      contentType: raw.content_type ?? undefined,
      contentLength: raw.content_length ?? undefined,
      genesisHeight,
      genesisFee,
      sat: raw.sat ?? undefined,
      satpoint,
      timestamp: raw.timestamp,
      value: raw.value ?? undefined,
      // ord before 0.17 had a single `parent`.
      parents: raw.parents ?? (raw.parent === undefined || raw.parent === null ? [] : [raw.parent]),
      children: raw.children ?? [],
      charms: raw.charms ?? [],
      metaprotocol: raw.metaprotocol ?? undefined,
    };
  });

export interface OrdOutput {
  /** `txid:vout`; older ord releases leave it out, so the client fills in the one it asked for. */
  outpoint: string | undefined;
  value: number;
  /** Hex in ord 0.2x (older releases sent the script's asm). */
  scriptPubkey: string;
  address: string | undefined;
  /** Undefined when ord runs without the inscription index (--no-index-inscriptions). */
  inscriptions: string[] | undefined;
  spent: boolean;
  /** Whether ord's index has seen this output; undefined from releases that do not say. */
  indexed: boolean | undefined;
  /** Blocks since the one that made the output (0: the mempool); undefined from releases before 0.20. */
  confirmations: number | undefined;
  /** [first sat, end sat) ranges held by the output; undefined without --index-sats. */
  satRanges: Array<[bigint, bigint]> | undefined;
  /**
   * The runes the output holds, by spaced name; undefined when ord has no rune index (0.22.1 and later answer null).
   * Before 0.22.1 ord answered an empty list without a rune index too: only /status's rune_index tells.
   */
  runes: string[] | undefined;
}

/** GET /output/:outpoint */
export const outputSchema: z.ZodType<OrdOutput> = z
  .object({
    outpoint: z.string().regex(outpointPattern).optional(),
    value: count,
    script_pubkey: z.string(),
    address: z.string().nullish(),
    inscriptions: z.array(inscriptionId).nullish(),
    spent: z.boolean(),
    indexed: z.boolean().optional(),
    confirmations: count.optional(),
    sat_ranges: z.array(z.tuple([satNumber, satNumber])).nullish(),
    // 0.16 to 0.18.3: [[name, pile], ...]; since 0.18.4 {name: pile}; since 0.22.1 null without a rune index.
    runes: z.union([z.array(z.tuple([z.string(), z.unknown()])), z.record(z.string(), z.unknown())]).nullish(),
  })
  .transform((raw): OrdOutput => ({
    outpoint: raw.outpoint?.toLowerCase(),
    value: raw.value,
    scriptPubkey: raw.script_pubkey,
    address: raw.address ?? undefined,
    inscriptions: raw.inscriptions ?? undefined,
    spent: raw.spent,
    indexed: raw.indexed,
    confirmations: raw.confirmations,
    satRanges: raw.sat_ranges ?? undefined,
    runes:
      raw.runes === null || raw.runes === undefined
        ? undefined
        : Array.isArray(raw.runes)
          ? raw.runes.map(([name]) => name)
          : Object.keys(raw.runes),
  }));

/** POST /outputs (ord 0.18 and later): the outputs asked for, in the order asked. */
export const outputsSchema: z.ZodType<OrdOutput[]> = z.array(outputSchema);

/** What an ord server indexes and how far: GET /status with Accept: application/json. */
export interface OrdStatus {
  /** The last block ord has indexed; undefined before its first. */
  height: number | undefined;
  /** Absent before ord could run without it: then it always indexes inscriptions. */
  inscriptionIndex: boolean;
  runeIndex: boolean;
}

export const statusSchema: z.ZodType<OrdStatus> = z
  .object({
    height: count.nullish(),
    inscription_index: z.boolean().optional(),
    rune_index: z.boolean(),
  })
  .transform((raw) => ({
    height: raw.height ?? undefined,
    inscriptionIndex: raw.inscription_index ?? true,
    runeIndex: raw.rune_index,
  }));

/** GET /inscriptions/block/:height[/:page]: one page of a block's inscription ids, in inscription order. */
export const inscriptionsPageSchema = z.object({
  ids: z.array(inscriptionId),
  more: z.boolean(),
  page_index: count,
});
