import type { WalletChain } from '../chain/walletChain';

/** UniSat's chains, as its extension names them (`getChain().enum`, `switchChain`'s argument). */
export type UnisatChainType =
  | 'BITCOIN_MAINNET'
  | 'BITCOIN_TESTNET'
  | 'BITCOIN_TESTNET4'
  | 'BITCOIN_SIGNET'
  | 'FRACTAL_BITCOIN_MAINNET'
  | 'FRACTAL_BITCOIN_TESTNET';

/** The network names of UniSat's legacy calls (getNetwork, switchNetwork; spec §9: 'livenet' is mainnet). */
export type UnisatNetwork = 'livenet' | 'testnet';

const chainTypes: Readonly<Record<UnisatChainType, WalletChain>> = {
  BITCOIN_MAINNET: 'mainnet',
  BITCOIN_TESTNET: 'testnet3',
  BITCOIN_TESTNET4: 'testnet4',
  BITCOIN_SIGNET: 'signet',
  // Fractal's chains give bc1 addresses, but no coin or inscription of theirs is Bitcoin's.
  FRACTAL_BITCOIN_MAINNET: 'other',
  FRACTAL_BITCOIN_TESTNET: 'other',
};

function isUnisatChainType(value: string): value is UnisatChainType {
  return Object.hasOwn(chainTypes, value);
}

/** The chain of getChain's `enum` (a chain a later UniSat adds is one the market does not run on). */
export function fromUnisatChain(chainType: string): WalletChain {
  return isUnisatChainType(chainType) ? chainTypes[chainType] : 'other';
}

/** The enum switchChain takes for a chain; undefined for one UniSat does not have (the devnet). */
export function toUnisatChain(chain: WalletChain): UnisatChainType | undefined {
  return (Object.keys(chainTypes) as UnisatChainType[]).find(
    (chainType) => chain !== 'other' && chainTypes[chainType] === chain,
  );
}

/**
 * The chain of the legacy getNetwork's answer. Only versions without getChain are asked, and those have mainnet
 * and testnet3 alone; newer ones answer 'testnet' on testnet4 too and 'unknown' on signet, which is why getChain
 * comes first.
 */
export function fromUnisatNetwork(network: string): WalletChain {
  if (network === 'livenet') return 'mainnet';
  if (network === 'testnet') return 'testnet3';
  return 'other';
}

/** What the legacy switchNetwork takes for a chain; undefined for a chain it cannot reach. */
export function toUnisatNetwork(chain: WalletChain): UnisatNetwork | undefined {
  if (chain === 'mainnet') return 'livenet';
  if (chain === 'testnet3') return 'testnet';
  return undefined;
}
