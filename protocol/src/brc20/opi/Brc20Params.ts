/**
 * The heights at which OPI turns each BRC-20 rule on, in OPI's own terms. A network's values are configuration:
 * two indexers agree on hashes only when they agree on these.
 */
export interface Brc20Params {
  /** The event hash chain starts here: the first block that can hold an inscription. */
  readonly firstInscriptionHeight: number;
  /** Inscriptions before this height are never BRC-20 operations. */
  readonly firstBrc20Height: number;
  /** 5-byte ticks (self-mint deploys) count from here. */
  readonly selfMintActivationHeight: number;
  /** 6-byte ticks, their predeploys, and deposits of 6-byte ticks to the programmable module count from here. */
  readonly firstBrc20ProgPhaseOneHeight: number;
  /** Deposits of every tick to the programmable module count from here; before, a shorter tick sent there burns. */
  readonly firstBrc20ProgAllTickersHeight: number;
  /** Whether the programmable module is on: off, anything sent to its script burns. */
  readonly brc20ProgEnabled: boolean;
}

/** OPI's regtest values: every rule on from block 0, the programmable module off. */
export const regtestBrc20Params: Brc20Params = {
  firstInscriptionHeight: 0,
  firstBrc20Height: 0,
  selfMintActivationHeight: 0,
  firstBrc20ProgPhaseOneHeight: 0,
  firstBrc20ProgAllTickersHeight: 0,
  brc20ProgEnabled: false,
};
