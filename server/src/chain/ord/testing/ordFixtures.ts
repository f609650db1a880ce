import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import type { ReplayServer, Reply } from '../../esplora/testing/replayServer';

/**
 * ord's answers as an ord server sends them, for tests of what reads ord. Each one is built from ord's own repository
 * (github.com/ordinals/ord) at the tag it names: the values of one of its tests' expectations or of its API docs,
 * written the way its serde derives write the Rust structs (keys in declaration order, `null` for None, compact JSON
 * as axum's `Json` sends it with `content-type: application/json`). Handlers answering a Rust `String` send
 * `text/plain; charset=utf-8`, and ord's not-found errors add `cache-control: no-store`
 * (src/subcommand/server/error.rs).
 *
 * ord's tests mine on a mock Bitcoin Core, so their txids exist only at run time; here a fixed stand-in
 * (`standInTxid`) takes the place of each, named after the test's variable.
 */
export interface OrdFixture {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The request body ord was sent (POST /outputs). */
  readonly requestBody?: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Exactly as ord sends it: JSON text, plain text or content bytes. */
  readonly body: string | Uint8Array;
}

/** A well-formed txid standing in for one that ord's test made up at run time. */
export function standInTxid(name: string): string {
  return createHash('sha256').update(`ord test stand-in: ${name}`).digest('hex');
}

const json = { 'content-type': 'application/json' };
const text = { 'content-type': 'text/plain; charset=utf-8' };
const notFound = { ...text, 'cache-control': 'no-store' };

function jsonAnswer(method: 'GET' | 'POST', path: string, value: unknown, status = 200): OrdFixture {
  return { method, path, status, headers: json, body: JSON.stringify(value) };
}

/* ------------------------------------------------------------------ /inscription/:id */

/**
 * ord 0.27.1, docs/src/guides/api.md, `GET /inscription/<INSCRIPTION_ID>` example (mainnet inscription 0), in
 * api::Inscription's field order. The docs' example leaves out `child_count`, which api::Inscription has carried
 * since 0.22.0 (src/api.rs); it is put back here as ord computes it (index.rs inscription_info: every child, while
 * `children` lists the first 4).
 */
export const ordInscription = jsonAnswer(
  'GET',
  '/inscription/6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799i0',
  {
    address: 'bc1ppth27qnr74qhusy9pmcyeaelgvsfky6qzquv9nf56gqmte59vfhqwkqguh',
    charms: [],
    child_count: 3,
    children: [
      '681b5373c03e3f819231afd9227f54101395299c9e58356bda278e2f32bef2cdi0',
      'b1ef66c2d1a047cbaa6260b74daac43813924378fe08ef8545da4cb79e8fcf00i0',
      '47c7260764af2ee17aa584d9c035f2e5429aefd96b8016cfe0e3f0bcf04869a3i0',
    ],
    content_length: 793,
    content_type: 'image/png',
    effective_content_type: 'image/png',
    fee: 322,
    height: 767430,
    id: '6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799i0',
    metaprotocol: 'LOL-420',
    next: '26482871f33f1051f450f2da9af275794c0b5f1c61ebf35e4467fb42c2813403i0',
    number: 0,
    parents: [],
    previous: null,
    properties: {
      gallery: [
        {
          id: 'ab924ff229beca227bf40221faf492a20b5e2ee4f084524c84a5f98b80fe527fi0',
          attributes: { title: 'goodbye', traits: { amazing: true } },
        },
      ],
      attributes: { title: 'hello', traits: { color: 'blue' } },
    },
    rune: null,
    sat: null,
    satpoint: '47c7260764af2ee17aa584d9c035f2e5429aefd96b8016cfe0e3f0bcf04869a3:0:0',
    timestamp: 1671049920,
    value: 606,
  },
);

const revealOfGetInscription = standInTxid('get_inscription reveal');

/**
 * ord 0.27.1, tests/json_api.rs `get_inscription` (ord run with --index-sats): its expected api::Inscription. The
 * test only checks the address against `bc1p.*`; the docs example's address stands in for it. `properties` is
 * Properties::default() as serde writes it (src/properties.rs).
 */
export const ordInscriptionWithSat = jsonAnswer('GET', `/inscription/${revealOfGetInscription}i0`, {
  address: 'bc1ppth27qnr74qhusy9pmcyeaelgvsfky6qzquv9nf56gqmte59vfhqwkqguh',
  charms: ['coin', 'uncommon'],
  child_count: 0,
  children: [],
  content_length: 3,
  content_type: 'text/plain;charset=utf-8',
  effective_content_type: 'text/plain;charset=utf-8',
  fee: 138,
  height: 2,
  id: `${revealOfGetInscription}i0`,
  metaprotocol: null,
  next: null,
  number: 0,
  parents: [],
  previous: null,
  properties: { gallery: [], attributes: { title: null, traits: {} } },
  rune: null,
  sat: 5_000_000_000,
  satpoint: `${revealOfGetInscription}:0:0`,
  timestamp: 2,
  value: 10_000,
});

const revealOf016 = standInTxid('0.16.0 get_inscription reveal');

/**
 * ord 0.16.0, tests/json_api.rs `get_inscription`: the first release naming the fields `id`, `number`, `height`,
 * `fee` and `value`, with a single `parent` and charms as strings (src/api.rs at 0.16.0).
 */
export const ordInscription016 = jsonAnswer('GET', `/inscription/${revealOf016}i0`, {
  address: 'bc1ppth27qnr74qhusy9pmcyeaelgvsfky6qzquv9nf56gqmte59vfhqwkqguh',
  charms: ['coin', 'uncommon'],
  children: [],
  content_length: 3,
  content_type: 'text/plain;charset=utf-8',
  fee: 138,
  height: 2,
  id: `${revealOf016}i0`,
  next: null,
  number: 0,
  parent: null,
  previous: null,
  rune: null,
  sat: 5_000_000_000,
  satpoint: `${revealOf016}:0:0`,
  timestamp: 2,
  value: 10_000,
});

const revealOf015 = standInTxid('0.15.0 get_inscription reveal');

/**
 * ord 0.15.0, tests/json_api.rs `get_inscription` (InscriptionJson, src/templates/inscription.rs at 0.15.0): the
 * last shape before 0.16.0 renamed every field. Note `inscription_id`, `inscription_number` and `output_value`:
 * this answer has no `id`, `number` or `value` at all (0.10.0 to 0.15.0 all answer so).
 */
export const ordInscription015 = jsonAnswer('GET', `/inscription/${revealOf015}i0`, {
  address: 'bc1ppth27qnr74qhusy9pmcyeaelgvsfky6qzquv9nf56gqmte59vfhqwkqguh',
  charms: ['coin', 'uncommon'],
  children: [],
  content_length: 3,
  content_type: 'text/plain;charset=utf-8',
  genesis_fee: 138,
  genesis_height: 2,
  inscription_id: `${revealOf015}i0`,
  inscription_number: 0,
  next: null,
  output_value: 10_000,
  parent: null,
  previous: null,
  rune: null,
  sat: 5_000_000_000,
  satpoint: `${revealOf015}:0:0`,
  timestamp: 2,
});

/**
 * ord 0.27.1, src/subcommand/server.rs `inscription_inner`: with `Accept: application/json`, an inscription ord
 * does not know is `(StatusCode::NOT_FOUND, Json(None))`, the JSON `null`, not a text error.
 */
export const ordInscriptionNotFound = jsonAnswer('GET', `/inscription/${'cd'.repeat(32)}i0`, null, 404);

/* ------------------------------------------------------------------ /output/:outpoint */

const txidOfGetOutput = standInTxid('get_output txid');

/**
 * ord 0.27.1, tests/json_api.rs `get_output` (ord run with --index-sats, no rune index): the expected api::Output
 * of an output holding three inscriptions. `script_pubkey` is the hex serde writes for a ScriptBuf (the test
 * builds it from bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq9e75rs: a p2wpkh of 20 zero bytes).
 */
export const ordOutput = jsonAnswer('GET', `/output/${txidOfGetOutput}:0`, {
  address: 'bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq9e75rs',
  confirmations: 1,
  indexed: true,
  inscriptions: [`${txidOfGetOutput}i0`, `${txidOfGetOutput}i1`, `${txidOfGetOutput}i2`],
  outpoint: `${txidOfGetOutput}:0`,
  runes: null,
  sat_ranges: [
    [5_000_000_000, 10_000_000_000],
    [10_000_000_000, 15_000_000_000],
    [15_000_000_000, 20_000_000_000],
  ],
  script_pubkey: '00140000000000000000000000000000000000000000',
  spent: false,
  transaction: txidOfGetOutput,
  value: 15_000_000_000,
});

/**
 * ord 0.27.1, tests/json_api.rs `get_output`, its first request: the same output asked of an ord started with
 * `--no-sync`, whose index has not seen the block, answers `indexed: false`. The other fields follow from
 * index.rs `get_output_info`: Bitcoin Core still knows the output (confirmations, value, script), while ord's own
 * tables have no entry for it (inscriptions `[]`, `sat_ranges` null).
 */
export const ordOutputNotIndexed: OrdFixture = {
  ...ordOutput,
  path: `/output/${txidOfGetOutput}:1`,
  body: JSON.stringify({
    address: 'bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq9e75rs',
    confirmations: 1,
    indexed: false,
    inscriptions: [],
    outpoint: `${txidOfGetOutput}:1`,
    runes: null,
    sat_ranges: null,
    script_pubkey: '00140000000000000000000000000000000000000000',
    spent: false,
    transaction: txidOfGetOutput,
    value: 15_000_000_000,
  }),
};

const txidOfRuneEtching = standInTxid('runes_are_displayed_on_output_page txid');

/**
 * ord 0.27.1, src/subcommand/server.rs `runes_are_displayed_on_output_page` (regtest, --index-runes): an output
 * holding u128::MAX of rune AAAAAAAAAAAAA (divisibility 1, no symbol). `runes` is a map keyed by the spaced rune;
 * the amount is a JSON integer beyond 2^53, so this body is written out as text (JSON.parse rounds it).
 */
export const ordOutputWithRunes: OrdFixture = {
  method: 'GET',
  path: `/output/${txidOfRuneEtching}:0`,
  status: 200,
  headers: json,
  body:
    '{"address":"bcrt1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqdku202","confirmations":1,"indexed":true,"inscriptions":[],' +
    `"outpoint":"${txidOfRuneEtching}:0",` +
    '"runes":{"AAAAAAAAAAAAA":{"amount":340282366920938463463374607431768211455,"divisibility":1,"symbol":null}},' +
    '"sat_ranges":null,"script_pubkey":"00140000000000000000000000000000000000000000","spent":false,' +
    `"transaction":"${txidOfRuneEtching}","value":5000000000}`,
};

const txidOfRuneEtching018 = standInTxid('0.18.0 runes_are_displayed_on_output_page txid');

/**
 * ord 0.18.0, src/subcommand/server.rs `runes_are_displayed_on_output_page`: the older api::Output (0.16.0 to
 * 0.18.3), where `runes` is an array of [spaced rune, pile] pairs, `script_pubkey` is the script's asm, and there is
 * neither `outpoint` nor `confirmations`. From 0.18.4 to 0.22.0 `runes` is a map that is `{}` with or without a rune
 * index; from 0.22.1 (commit a0da0c122) it is null without one.
 */
export const ordOutputWithRunes018: OrdFixture = {
  method: 'GET',
  path: `/output/${txidOfRuneEtching018}:0`,
  status: 200,
  headers: json,
  body:
    '{"address":"bcrt1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqdku202","indexed":true,"inscriptions":[],' +
    '"runes":[["AAAAAAAAAAAAA",{"amount":340282366920938463463374607431768211455,"divisibility":1,"symbol":null}]],' +
    '"sat_ranges":null,"script_pubkey":"OP_0 OP_PUSHBYTES_20 0000000000000000000000000000000000000000",' +
    `"spent":false,"transaction":"${txidOfRuneEtching018}","value":5000000000}`,
};

/** ord 0.27.1, src/subcommand/server.rs `output`: `ok_or_not_found(|| format!("output {outpoint}"))`. */
export const ordOutputNotFound: OrdFixture = {
  method: 'GET',
  path: `/output/${'cd'.repeat(32)}:0`,
  status: 404,
  headers: notFound,
  body: `output ${'cd'.repeat(32)}:0 not found`,
};

/* ------------------------------------------------------------------ POST /outputs */

const docsTxid = 'bc4c30829a9564c0d58e6287195622b53ced54a25711d1b86be7cd3a70ef61ed';

/**
 * ord 0.27.1, docs/src/guides/api.md `POST /outputs` example (sent with `Accept: application/json` and
 * `Content-Type: application/json`): one api::Output per outpoint, in the order asked (src/subcommand/server.rs
 * `outputs`). The docs' example predates two changes of api::Output and is brought to 0.27's shape: the
 * `confirmations` (0.23.0) of the docs' own `GET /output` example for the first outpoint, given to both, and the first
 * `script_pubkey` as the hex serde writes for a ScriptBuf since 0.21.0 (the docs print its asm,
 * `OP_PUSHNUM_1 OP_PUSHBYTES_32 156cc4...434b`). `runes: {}` is what an ord with --index-runes answers.
 */
export const ordOutputs: OrdFixture = {
  method: 'POST',
  path: '/outputs',
  requestBody: JSON.stringify([`${docsTxid}:0`, `${docsTxid}:1`]),
  status: 200,
  headers: json,
  body: JSON.stringify([
    {
      address: 'bc1pz4kvfpurqc2hwgrq0nwtfve2lfxvdpfcdpzc6ujchyr3ztj6gd9sfr6ayf',
      confirmations: 6,
      indexed: false,
      inscriptions: [],
      outpoint: `${docsTxid}:0`,
      runes: {},
      sat_ranges: null,
      script_pubkey: '5120156cc4878306157720607cdcb4b32afa4cc6853868458d7258b907112e5a434b',
      spent: true,
      transaction: docsTxid,
      value: 10_000,
    },
    {
      address: 'bc1pkc2cdnm6xermt2vzxg9wwcur5prgpl6pms3xf9ydtyax5pnqsgwqvuu5cq',
      confirmations: 6,
      indexed: false,
      inscriptions: [],
      outpoint: `${docsTxid}:1`,
      runes: {},
      sat_ranges: null,
      script_pubkey: '5120b61586cf7a3647b5a982320ae76383a04680ff41dc2264948d593a6a0660821c',
      spent: true,
      transaction: docsTxid,
      value: 483_528,
    },
  ]),
};

/**
 * ord 0.27.1, src/subcommand/server.rs `outputs`: every outpoint goes through `get_output_info(...)
 * .ok_or_not_found(...)`, so one outpoint Bitcoin Core does not know fails the whole request with 404 (and ord's
 * own wallet, src/wallet/wallet_constructor.rs `get_output_info`, bails on any non-success).
 */
export const ordOutputsWithUnknown: OrdFixture = {
  method: 'POST',
  path: '/outputs',
  requestBody: JSON.stringify([`${docsTxid}:0`, `${'cd'.repeat(32)}:0`]),
  status: 404,
  headers: notFound,
  body: `output ${'cd'.repeat(32)}:0 not found`,
};

/**
 * ord 0.18.0 (POST /outputs first shipped there, commit b5788a725), src/subcommand/server.rs `outputs`: the array of
 * 0.18.0's api::Output, as `runes_are_displayed_on_output_page` expects it, which names no outpoint, so an answer
 * before 0.22.0 can only be matched to the request by position (ord's wallet zips them:
 * wallet_constructor.rs `get_output_info`).
 */
export const ordOutputs018: OrdFixture = {
  method: 'POST',
  path: '/outputs',
  requestBody: JSON.stringify([`${txidOfRuneEtching018}:0`]),
  status: 200,
  headers: json,
  body: `[${String(ordOutputWithRunes018.body)}]`,
};

/* ------------------------------------------------------------------ /inscriptions/block/:height[/:page] */

/** The 101 inscriptions of `inscriptions_in_block_page`, each revealed in its own transaction. */
const revealsOfBlockPageTest = Array.from(
  { length: 101 },
  (_, n) => `${standInTxid(`inscriptions_in_block_page reveal ${n}`)}i0`,
);

/**
 * ord 0.27.1, src/subcommand/server.rs `inscriptions_in_block_page`: 101 inscriptions in block 102 are listed 100
 * to a page (PAGE_SIZE), then 1, then none; api::Inscriptions is `{ids, more, page_index}`
 * (`inscriptions_in_block_paginated`), as tests/json_api.rs `get_inscriptions` checks for /inscriptions pages.
 */
export const ordBlockPages: readonly OrdFixture[] = [
  jsonAnswer('GET', '/inscriptions/block/102', {
    ids: revealsOfBlockPageTest.slice(0, 100),
    more: true,
    page_index: 0,
  }),
  jsonAnswer('GET', '/inscriptions/block/102/1', {
    ids: revealsOfBlockPageTest.slice(100),
    more: false,
    page_index: 1,
  }),
  jsonAnswer('GET', '/inscriptions/block/102/2', { ids: [], more: false, page_index: 2 }),
];

/** Every id `ordBlockPages` lists, in order. */
export const ordBlockPageIds: readonly string[] = revealsOfBlockPageTest;

/**
 * ord 0.27.1, docs/src/guides/api.md `GET /inscriptions/block/<BLOCKHEIGHT>` example (block 767430, mainnet
 * inscription 0's block).
 */
export const ordBlockOfInscriptionZero = jsonAnswer('GET', '/inscriptions/block/767430', {
  ids: ['6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799i0'],
  more: false,
  page_index: 0,
});

/**
 * ord 0.27.1, src/index.rs `get_inscriptions_in_block`: a height ord has not indexed (or one without inscriptions)
 * has no HEIGHT_TO_LAST_SEQUENCE_NUMBER entry and lists nothing, 200 with no ids; never a 404.
 */
export const ordBlockNotIndexed = jsonAnswer('GET', '/inscriptions/block/900000', {
  ids: [],
  more: false,
  page_index: 0,
});

/* ------------------------------------------------------------------ /r/blockheight */

/**
 * ord 0.27.1, docs/src/inscriptions/recursion.md `/r/blockheight` example; src/subcommand/server/r.rs
 * `blockheight_string` answers a String (text, not JSON, whatever Accept says), as server.rs
 * `block_height_endpoint` checks (`response.text()` is "2").
 */
export const ordBlockHeight: OrdFixture = {
  method: 'GET',
  path: '/r/blockheight',
  status: 200,
  headers: text,
  body: '866393',
};

/** ord 0.27.1, r.rs `blockheight_string` before any block is indexed: `ok_or_not_found(|| "blockheight")`. */
export const ordBlockHeightNone: OrdFixture = {
  ...ordBlockHeight,
  status: 404,
  headers: notFound,
  body: 'blockheight not found',
};

/* ------------------------------------------------------------------ /status */

/**
 * ord 0.27.1, tests/json_api.rs `get_status` (regtest, --index-sats --index-runes, one inscription, height 3), in
 * StatusHtml's field order (src/templates/status.rs): Durations as serde writes them (`{secs, nanos}`), `started`
 * as chrono writes a DateTime<Utc>, the rune as its name (Rune(99218849511960410) is ZZUZLIJCKPAY). The test
 * overwrites `started`, `uptime` and `initial_sync_time` with its dummies; those are the values here.
 */
export const ordStatus = jsonAnswer('GET', '/status', {
  address_index: false,
  blessed_inscriptions: 1,
  chain: 'regtest',
  cursed_inscriptions: 0,
  height: 3,
  initial_sync_time: { secs: 1, nanos: 0 },
  inscription_index: true,
  inscriptions: 1,
  json_api: true,
  lost_sats: 0,
  minimum_rune_for_next_block: 'ZZUZLIJCKPAY',
  rune_index: true,
  runes: 0,
  sat_index: true,
  started: '2012-12-12T12:12:12Z',
  transaction_index: false,
  unrecoverably_reorged: false,
  uptime: { secs: 1, nanos: 0 },
});

/**
 * The same ord as `ordStatus` run without --index-runes and --index-sats: index.rs `status` then answers
 * `rune_index: false` and `sat_index: false` (`has_rune_index()`, `has_sat_index()`), the rest unchanged.
 */
export const ordStatusWithoutRuneIndex = jsonAnswer('GET', '/status', {
  ...(JSON.parse(String(ordStatus.body)) as Record<string, unknown>),
  rune_index: false,
  sat_index: false,
});

/**
 * ord 0.27.1, docs/src/guides/api.md `GET /status` example (mainnet). Its fields are those of StatusHtml from 0.19.1
 * to 0.20.1 (src/templates/status.rs at 0.20.0): `address_index` but neither `inscription_index` (0.21.0) nor
 * `json_api` (0.22.0), so a reader must not require those two.
 */
export const ordStatus020 = jsonAnswer('GET', '/status', {
  address_index: true,
  blessed_inscriptions: 76332641,
  chain: 'mainnet',
  cursed_inscriptions: 472043,
  height: 864351,
  initial_sync_time: { secs: 59213, nanos: 979632000 },
  inscriptions: 76804684,
  lost_sats: 0,
  minimum_rune_for_next_block: 'PVHGFEDCAZZ',
  rune_index: true,
  runes: 119811,
  sat_index: false,
  started: '2024-09-27T17:43:39.291876400Z',
  transaction_index: false,
  unrecoverably_reorged: false,
  uptime: { secs: 709843, nanos: 910346200 },
});

/**
 * ord 0.18.0, tests/json_api.rs `get_status`: no `address_index`, and `content_type_counts`, a list of
 * [content type bytes (serde writes a Vec<u8> as an array of numbers), count] (src/templates/status.rs at 0.18.0).
 */
export const ordStatus018 = jsonAnswer('GET', '/status', {
  blessed_inscriptions: 1,
  chain: 'regtest',
  content_type_counts: [[[...new TextEncoder().encode('text/plain;charset=utf-8')], 1]],
  cursed_inscriptions: 0,
  height: 3,
  initial_sync_time: { secs: 1, nanos: 0 },
  inscriptions: 1,
  lost_sats: 0,
  minimum_rune_for_next_block: 'ZZUZLIJCKPAY',
  rune_index: true,
  runes: 0,
  sat_index: true,
  started: '2012-12-12T12:12:12Z',
  transaction_index: false,
  unrecoverably_reorged: false,
  uptime: { secs: 1, nanos: 0 },
});

/* ------------------------------------------------------------------ /content/:id */

const revealOfCompressed = standInTxid('inscribe_can_compress inscription');

/**
 * What r.rs `content_response` sends with every content (ord run without --csp-origin). ord sends its two
 * Content-Security-Policy lines as two headers; here they are one comma-separated header, which HTTP reads alike.
 */
const contentHeaders = {
  'cache-control': 'public, max-age=1209600, immutable',
  'content-security-policy':
    "default-src 'self' 'unsafe-eval' 'unsafe-inline' data: blob:, default-src *:*/content/ *:*/blockheight " +
    "*:*/blockhash *:*/blockhash/ *:*/blocktime *:*/r/ 'unsafe-eval' 'unsafe-inline' data: blob:",
};

/** The 350,000 zero bytes `inscribe_can_compress` inscribes with `--compress`. */
export const compressedInscriptionBody = new Uint8Array(350_000);

/**
 * ord 0.27.1, tests/wallet/inscribe.rs `inscribe_can_compress`: `ord wallet inscribe --compress --file foo.txt`
 * stores foo.txt brotli-encoded with `content-encoding: br` in the envelope, compressed as ord's wallet does
 * (src/inscriptions/inscription.rs `compress`: quality 11, lgwin 24, lgblock 24, text mode for a .txt file).
 * Asked with an Accept-Encoding that names `br`, ord answers the stored bytes as they are, with
 * `content-encoding: br` and its content headers (src/subcommand/server/r.rs `content_response`).
 */
export const ordContentBrotli: OrdFixture = {
  method: 'GET',
  path: `/content/${revealOfCompressed}i0`,
  status: 200,
  headers: { 'content-type': 'text/plain;charset=utf-8', 'content-encoding': 'br', ...contentHeaders },
  body: new Uint8Array(
    brotliCompressSync(compressedInscriptionBody, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_LGWIN]: 24,
        [constants.BROTLI_PARAM_LGBLOCK]: 24,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: compressedInscriptionBody.length,
      },
    }),
  ),
};

/**
 * ord 0.27.1, the same inscription asked with an Accept-Encoding that does not name `br` (Node's fetch sends
 * `gzip, deflate` over plain http), ord run without --decompress: 406 with error.rs's NotAcceptable message, as
 * tests/wallet/inscribe.rs `inscribe_can_compress` and `server_can_decompress_brotli` check.
 */
export const ordContentNotAcceptable: OrdFixture = {
  method: 'GET',
  path: ordContentBrotli.path,
  status: 406,
  headers: text,
  body: 'inscription content encoding `br` is not acceptable. `Accept-Encoding` header: `gzip, deflate`',
};

const txidOfBlockTest = standInTxid('get_inscriptions_in_block txid');

/**
 * ord 0.27.1, tests/json_api.rs `get_inscriptions_in_block`: the envelope `text/plain;charset=utf-8` / `bar`, whose
 * content ord answers with its content type and no content-encoding (r.rs `content_response`).
 */
export const ordContentText: OrdFixture = {
  method: 'GET',
  path: `/content/${txidOfBlockTest}i0`,
  status: 200,
  headers: { 'content-type': 'text/plain;charset=utf-8', ...contentHeaders },
  body: 'bar',
};

/** ord 0.27.1, r.rs `content_inner`: `inscription {inscription_id} not found`. */
export const ordContentNotFound: OrdFixture = {
  method: 'GET',
  path: `/content/${'cd'.repeat(32)}i0`,
  status: 404,
  headers: notFound,
  body: `inscription ${'cd'.repeat(32)}i0 not found`,
};

/* ------------------------------------------------------------------ replaying */

export function fixtureReply(fixture: OrdFixture): Reply {
  return { status: fixture.status, headers: { ...fixture.headers }, body: fixture.body };
}

/** Routes each fixture on `server` (the last one routed for a path wins). */
export function replayOrd(server: ReplayServer, fixtures: readonly OrdFixture[]): void {
  for (const fixture of fixtures) server.route(fixture.method, fixture.path, fixtureReply(fixture));
}
