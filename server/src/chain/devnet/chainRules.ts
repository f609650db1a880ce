import { satsPerBtc } from '@ordmarket/protocol';

/**
 * Consensus and relay constants of the devnet: regtest's where Bitcoin Core has a regtest value. The subsidy
 * schedule is protocol's blockSubsidy, which the indexer reads too.
 */
export const maxMoney = 21_000_000n * satsPerBtc;
/** Regtest's proof-of-work limit: about every second hash meets it, so a tiny nonce search suffices. */
export const regtestBits = 0x207fffff;
export const blockVersion = 0x20000000;
export const defaultBlockMaxVsize = 1_000_000;
/** Bitcoin Core's default -minrelaytxfee and -incrementalrelayfee, in sat/vB. */
export const minRelayFeeRate = 1n;
export const incrementalRelayFeeRate = 1n;
/** Bitcoin Core's MAX_STANDARD_TX_WEIGHT. */
export const maxStandardWeight = 400_000;
/** Bitcoin Core's MAX_REPLACEMENT_CANDIDATES. */
export const maxReplacements = 100;
export const maxScriptElementSize = 520;

/** Virtual size (BIP 141): weight / 4 rounded up. */
export function virtualSize(weight: number): bigint {
  return BigInt(Math.ceil(weight / 4));
}
