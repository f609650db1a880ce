import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { parseAddress, type ParsedAddress } from './parseAddress';

// Only taproot (bc1p) and native segwit (bc1q) wallets keep inscriptions apart from payment coins.
const walletPrefixes: Record<NetworkName, readonly string[]> = {
  mainnet: ['bc1p', 'bc1q'],
  testnet: ['tb1p', 'tb1q'],
  signet: ['tb1p', 'tb1q'],
  devnet: ['tb1p', 'tb1q'],
};

/**
 * The address a wallet connects with (spec §5): it must start with bc1p or bc1q on mainnet, tb1p or tb1q on
 * the test networks, in any case. It must also be a valid address of the network: a prefix alone is not enough
 * to send inscriptions to.
 */
export function checkWalletAddress(address: string, network: NetworkName): ParsedAddress {
  const prefix = address.slice(0, 4).toLowerCase();
  if (!walletPrefixes[network].includes(prefix)) {
    throw new ProtocolError(
      'wallet-address-unsupported',
      'This wallet type doesn\'t support ordinals. Use an address starting with "bc1p" or "bc1q" before connecting.',
    );
  }
  return parseAddress(address, network);
}
