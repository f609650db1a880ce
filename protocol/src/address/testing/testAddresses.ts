import * as ecc from '@bitcoinerlab/secp256k1';
import { ECPairFactory } from 'ecpair';
import { bitcoin } from '../../bitcoin';
import { networkParams, type NetworkName } from '../../network';

const ECPair = ECPairFactory(ecc);

/** Real addresses of every supported type from one fixed key, for tests. */
export function testAddresses(network: NetworkName): Record<'p2tr' | 'p2wpkh' | 'p2wsh' | 'p2sh' | 'p2pkh', string> {
  const params = networkParams(network);
  const key = ECPair.fromPrivateKey(new Uint8Array(32).fill(7), { network: params });
  const pubkey = key.publicKey;
  const address = (payment: bitcoin.Payment): string => {
    if (payment.address === undefined) throw new Error('payment without address');
    return payment.address;
  };
  return {
    p2tr: address(bitcoin.payments.p2tr({ internalPubkey: pubkey.slice(1, 33), network: params })),
    p2wpkh: address(bitcoin.payments.p2wpkh({ pubkey, network: params })),
    p2wsh: address(
      bitcoin.payments.p2wsh({ redeem: bitcoin.payments.p2pk({ pubkey, network: params }), network: params }),
    ),
    p2sh: address(
      bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey, network: params }), network: params }),
    ),
    p2pkh: address(bitcoin.payments.p2pkh({ pubkey, network: params })),
  };
}
