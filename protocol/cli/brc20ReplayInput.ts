import {
  hexToBytes,
  ProtocolError,
  regtestBrc20Params,
  type Brc20Params,
  type OrdTransfer,
  type OrdTransferBlock,
} from '../src/index';

/** The replay file: OPI's activation heights, and each block's ord transfers in ord's order. */
export interface ReplayInput {
  readonly params: Brc20Params;
  readonly blocks: readonly OrdTransferBlock[];
}

type JsonObject = Readonly<Record<string, unknown>>;

function refuse(where: string, message: string): never {
  throw new ProtocolError('brc20-replay-invalid', `${where}: ${message}`);
}

function object(value: unknown, where: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(where, 'must be an object');
  return value as JsonObject;
}

function height(value: unknown, where: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) refuse(where, 'must be a whole number of 0 or more');
  return value as number;
}

function optionalBoolean(value: unknown, where: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') refuse(where, 'must be true or false');
  return value;
}

function optionalString(value: unknown, where: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') refuse(where, 'must be a string or null');
  return value;
}

/** Absent heights take OPI's regtest values (everything on from block 0, the programmable module off). */
function params(value: unknown): Brc20Params {
  const given = object(value ?? {}, 'params');
  const at = (key: string, fallback: number) =>
    given[key] === undefined ? fallback : height(given[key], `params.${key}`);
  const firstInscriptionHeight = at('first_inscription_height', regtestBrc20Params.firstInscriptionHeight);
  return {
    firstInscriptionHeight,
    firstBrc20Height: at('first_brc20_height', firstInscriptionHeight),
    selfMintActivationHeight: at('self_mint_activation_height', regtestBrc20Params.selfMintActivationHeight),
    firstBrc20ProgPhaseOneHeight: at(
      'first_brc20_prog_phase_one_height',
      regtestBrc20Params.firstBrc20ProgPhaseOneHeight,
    ),
    firstBrc20ProgAllTickersHeight: at(
      'first_brc20_prog_all_tickers_height',
      regtestBrc20Params.firstBrc20ProgAllTickersHeight,
    ),
    brc20ProgEnabled: optionalBoolean(given.brc20_prog_enabled, 'params.brc20_prog_enabled'),
  };
}

const utf8 = new TextEncoder();
/** Hex of either case, whole bytes; '' is no bytes. */
const hexText = /^(?:[0-9a-fA-F]{2})*$/;

/** The body: `content` as its text (any other JSON value as that JSON's text), or `content_hex` as its bytes. */
function content(input: JsonObject, where: string): Uint8Array {
  const hex = input.content_hex;
  if (typeof hex === 'string') {
    if (!hexText.test(hex)) refuse(`${where}.content_hex`, 'must be hex');
    return hexToBytes(hex.toLowerCase());
  }
  const body = input.content;
  if (body === undefined || body === null) return new Uint8Array();
  return utf8.encode(typeof body === 'string' ? body : JSON.stringify(body));
}

/** One input; null for a fee landing without an old satpoint, which OPI skips whether the satpoint is null or ''. */
function transfer(value: unknown, where: string): OrdTransfer | null {
  const input = object(value, where);
  const inscriptionId = optionalString(input.inscription_id, `${where}.inscription_id`);
  if (inscriptionId === null || inscriptionId === '') refuse(`${where}.inscription_id`, 'is required');
  const newPkscript = optionalString(input.new_pkscript, `${where}.new_pkscript`) ?? '';
  if (!hexText.test(newPkscript)) refuse(`${where}.new_pkscript`, 'must be hex');
  const landing = {
    inscriptionId,
    newPkscript: newPkscript.toLowerCase(),
    sentAsFee: optionalBoolean(input.sent_as_fee, `${where}.sent_as_fee`),
  };
  const oldSatpoint = optionalString(input.old_satpoint, `${where}.old_satpoint`);
  if (oldSatpoint === '' && landing.sentAsFee) return null;
  // Any other satpoint, '' included, is a move to OPI: only a null one is a birth.
  if (oldSatpoint !== null) return { kind: 'move', ...landing, oldSatpoint };
  const contentType = optionalString(input.content_type, `${where}.content_type`);
  return {
    kind: 'birth',
    ...landing,
    contentType: contentType === null ? null : utf8.encode(contentType),
    content: content(input, where),
    parentId: optionalString(input.parent_id, `${where}.parent_id`),
    cursedForBrc20: optionalBoolean(input.cursed_for_brc20, `${where}.cursed_for_brc20`),
  };
}

/** Reads the replay file's JSON, refusing with the path of the first field that is wrong. */
export function readReplayInput(text: string): ReplayInput {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    refuse('replay file', 'is not JSON');
  }
  const file = object(value, 'replay file');
  const replayParams = params(file.params);
  if (!Array.isArray(file.blocks)) refuse('blocks', 'must be an array');
  let last = replayParams.firstInscriptionHeight - 1;
  const blocks = (file.blocks as unknown[]).map((item, index): OrdTransferBlock => {
    const where = `blocks[${index}]`;
    const block = object(item, where);
    const blockHeight = height(block.height, `${where}.height`);
    if (blockHeight <= last) {
      refuse(
        `${where}.height`,
        index === 0
          ? `must be at least first_inscription_height (${replayParams.firstInscriptionHeight})`
          : `must be above the block before it (${last})`,
      );
    }
    last = blockHeight;
    const inputs = block.inputs ?? [];
    if (!Array.isArray(inputs)) refuse(`${where}.inputs`, 'must be an array');
    return {
      height: blockHeight,
      transfers: (inputs as unknown[])
        .map((input, i) => transfer(input, `${where}.inputs[${i}]`))
        .filter((landing) => landing !== null),
    };
  });
  return { params: replayParams, blocks };
}
