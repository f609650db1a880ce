import type { NetworkName } from '../../network';
import { regtestBrc20Params, type Brc20Params } from './Brc20Params';

/**
 * Each network's activation heights as OPI's indexer configures them (modules/brc20_index/src/config/config.rs),
 * so our hashes can be compared with any OPI's on the same chain. The programmable module is off, as in OPI's
 * default: its execution is not followed here. The devnet takes OPI's regtest heights, every rule on from block 0,
 * so the seeded market and the tests meet every rule.
 */
const byNetwork: Record<NetworkName, Brc20Params> = {
  mainnet: {
    firstInscriptionHeight: 767_430,
    firstBrc20Height: 779_832,
    selfMintActivationHeight: 837_090,
    firstBrc20ProgPhaseOneHeight: 912_690,
    firstBrc20ProgAllTickersHeight: 934_888,
    brc20ProgEnabled: false,
  },
  testnet: {
    firstInscriptionHeight: 2_413_343,
    firstBrc20Height: 2_413_343,
    selfMintActivationHeight: 2_413_343,
    firstBrc20ProgPhaseOneHeight: 0,
    firstBrc20ProgAllTickersHeight: 0,
    brc20ProgEnabled: false,
  },
  signet: {
    firstInscriptionHeight: 112_402,
    firstBrc20Height: 112_402,
    selfMintActivationHeight: 0,
    firstBrc20ProgPhaseOneHeight: 230_000,
    firstBrc20ProgAllTickersHeight: 230_000,
    brc20ProgEnabled: false,
  },
  devnet: regtestBrc20Params,
};

export function brc20NetworkParams(network: NetworkName): Brc20Params {
  return byNetwork[network];
}
