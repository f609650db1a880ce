import type { NetworkName } from '@ordmarket/protocol';
import type { BlockRun } from './blocks/blockRun';
import type { CoinAssets } from './coinAssets';
import type { MempoolView } from './mempool/MempoolView';

/**
 * The shapes below follow Esplora's REST API (blockstream/esplora, mempool.space), which the app and
 * wallets already read; amounts are integer satoshis.
 */
export interface EsploraTxStatus {
  confirmed: boolean;
  block_height?: number;
  block_hash?: string;
  block_time?: number;
}

export interface EsploraVin {
  txid: string;
  vout: number;
  prevout: EsploraVout | null;
  scriptsig: string;
  /** The scriptSig in rust-bitcoin's asm (`OP_PUSHBYTES_72 3045...`), as electrs prints it; hosts may leave it out. */
  scriptsig_asm?: string;
  witness?: string[];
  is_coinbase: boolean;
  sequence: number;
  /** A P2SH spend's redeem script, in asm. */
  inner_redeemscript_asm?: string;
  /** A P2WSH spend's witness script or a taproot script-path spend's tapscript, in asm. */
  inner_witnessscript_asm?: string;
}

export interface EsploraVout {
  scriptpubkey: string;
  /** The output script in rust-bitcoin's asm (`OP_0 OP_PUSHBYTES_20 <hash>`); hosts may leave it out. */
  scriptpubkey_asm?: string;
  scriptpubkey_type: string;
  scriptpubkey_address?: string;
  value: number;
}

export interface EsploraTx {
  txid: string;
  version: number;
  locktime: number;
  vin: EsploraVin[];
  vout: EsploraVout[];
  size: number;
  weight: number;
  fee: number;
  status: EsploraTxStatus;
}

export interface EsploraOutspend {
  spent: boolean;
  txid?: string;
  vin?: number;
  status?: EsploraTxStatus;
}

export interface EsploraAddressStats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

export interface EsploraAddress {
  address: string;
  chain_stats: EsploraAddressStats;
  mempool_stats: EsploraAddressStats;
}

export interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
  status: EsploraTxStatus;
}

export interface EsploraBlock {
  id: string;
  height: number;
  version: number;
  timestamp: number;
  tx_count: number;
  size: number;
  weight: number;
  merkle_root: string;
  previousblockhash: string | null;
  mediantime: number;
  nonce: number;
  bits: number;
  difficulty: number;
}

/** mempool.space's GET /api/v1/fees/recommended, in sat/vB. */
export interface RecommendedFees {
  fastestFee: number;
  halfHourFee: number;
  hourFee: number;
  economyFee: number;
  minimumFee: number;
}

/**
 * How the server reads and writes Bitcoin, whichever chain it runs on: the embedded devnet or a real
 * network through Esplora (+ ord). Lookups of things that do not exist answer `undefined`; a chain that
 * cannot be reached throws.
 */
export interface ChainSource {
  readonly network: NetworkName;
  tipHeight(): Promise<number>;
  blockHashAt(height: number): Promise<string | undefined>;
  block(hash: string): Promise<EsploraBlock | undefined>;
  /** The block's transaction ids in block order (the coinbase first). */
  blockTxids(hash: string): Promise<string[] | undefined>;
  /** The block as the network carries it: the 80-byte header, then every transaction (Esplora's /block/:hash/raw). */
  blockRaw(hash: string): Promise<Uint8Array | undefined>;
  /**
   * Up to 25 of the block's transactions from index `start` (a multiple of 25), with what each input spent and the
   * fee: Esplora's /block/:hash/txs/:start. Undefined for an unknown block or a start past its last transaction.
   */
  blockTransactions(hash: string, start: number): Promise<EsploraTx[] | undefined>;
  /**
   * The best chain's blocks from `fromHeight` to `toHeight` (fewer when it is shorter), each read whole: from the
   * devnet's tables in three queries, from Bitcoin Core or Esplora in one or two requests per block. ChainMoved when
   * a block vanishes while it is read.
   */
  readBlocks(fromHeight: number, toHeight: number): Promise<BlockRun>;
  transaction(txid: string): Promise<EsploraTx | undefined>;
  transactionHex(txid: string): Promise<string | undefined>;
  transactionStatus(txid: string): Promise<EsploraTxStatus | undefined>;
  outspends(txid: string): Promise<EsploraOutspend[] | undefined>;
  address(address: string): Promise<EsploraAddress>;
  addressUtxos(address: string): Promise<EsploraUtxo[]>;
  recommendedFees(): Promise<RecommendedFees>;
  /**
   * What each coin (`txid:vout`) carries beyond sats, as far as the source can tell: ord where it is configured;
   * the devnet, Esplora and bitcoind cannot tell inscriptions (the market's own index decides where it covers).
   */
  coinAssets(outpoints: readonly string[]): Promise<ReadonlyMap<string, CoinAssets>>;
  /**
   * The mempool: every waiting txid, and decoded those not in `known` (a follower passes what it has read before).
   * Undefined where the source does not list its mempool: over Esplora, following it would cost a request per
   * transaction the network relays.
   */
  mempool(known: ReadonlySet<string>): Promise<MempoolView | undefined>;
  /** Relays a raw transaction (hex) and answers its txid; a refusal throws ChainRejection. */
  broadcast(transactionHex: string): Promise<string>;
}

/** A transaction the chain refused, with the node's reason ('bad-txns-inputs-missingorspent', ...). */
export class ChainRejection extends Error {
  override readonly name = 'ChainRejection';
}
