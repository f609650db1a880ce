import type { NetworkName } from '@ordmarket/protocol';

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
  witness?: string[];
  is_coinbase: boolean;
  sequence: number;
}

export interface EsploraVout {
  scriptpubkey: string;
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

/** A block with what an indexer needs of each transaction, read in one go (see ChainSource.blocksBetween). */
export interface StoredBlock {
  readonly height: number;
  readonly hash: string;
  readonly previousHash: string | null;
  /** Unix seconds of the header. */
  readonly time: number;
  /** In block order, the coinbase first. */
  readonly transactions: ReadonlyArray<{
    readonly txid: string;
    readonly hex: string;
    readonly fee: bigint;
    /** What each input spent, by input index (the coinbase's input: 0). */
    readonly inputValues: readonly bigint[];
  }>;
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
  /**
   * The blocks from `fromHeight` to `toHeight` (fewer when the chain is shorter) with every transaction's raw
   * bytes, fee and input values, in a few reads instead of several per block. Only a chain stored beside the
   * index (the devnet) offers it; the indexer reads Esplora block by block.
   */
  blocksBetween?(fromHeight: number, toHeight: number): Promise<StoredBlock[]>;
  transaction(txid: string): Promise<EsploraTx | undefined>;
  transactionHex(txid: string): Promise<string | undefined>;
  transactionStatus(txid: string): Promise<EsploraTxStatus | undefined>;
  outspends(txid: string): Promise<EsploraOutspend[] | undefined>;
  address(address: string): Promise<EsploraAddress>;
  addressUtxos(address: string): Promise<EsploraUtxo[]>;
  recommendedFees(): Promise<RecommendedFees>;
  /** Relays a raw transaction (hex) and answers its txid; a refusal throws ChainRejection. */
  broadcast(transactionHex: string): Promise<string>;
}

/** A transaction the chain refused, with the node's reason ('bad-txns-inputs-missingorspent', ...). */
export class ChainRejection extends Error {
  override readonly name = 'ChainRejection';
}
