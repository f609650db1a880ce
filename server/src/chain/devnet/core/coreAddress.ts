import { bitcoin, networkParams } from '@ordmarket/protocol';
import type { SolvedScript } from './solveScript';

const network = networkParams('devnet');
const anchorProgram = Uint8Array.of(0x4e, 0x73);

/**
 * ExtractDestination + EncodeDestination (src/addresstype.cpp, src/key_io.cpp): the address of every template that
 * has one, in the devnet's testnet spelling. Core gives one to any 32-byte v1 program (a key off the curve too),
 * to unknown witness versions and to the pay-to-anchor output; none to bare keys, multisig, data or the rest.
 */
export function scriptAddress(solved: SolvedScript): string | undefined {
  switch (solved.type) {
    case 'pubkeyhash':
      return bitcoin.address.toBase58Check(solved.hash, network.pubKeyHash);
    case 'scripthash':
      return bitcoin.address.toBase58Check(solved.hash, network.scriptHash);
    case 'witness_v0_keyhash':
    case 'witness_v0_scripthash':
      return bitcoin.address.toBech32(solved.program, 0, network.bech32);
    case 'witness_v1_taproot':
      return bitcoin.address.toBech32(solved.program, 1, network.bech32);
    case 'witness_unknown':
      return bitcoin.address.toBech32(solved.program, solved.version, network.bech32);
    case 'anchor':
      return bitcoin.address.toBech32(anchorProgram, 1, network.bech32);
    case 'pubkey':
    case 'multisig':
    case 'nulldata':
    case 'nonstandard':
      return undefined;
  }
}
