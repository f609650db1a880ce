// Real keys that sign the way wallets do, for the auth tests only.
import { serverCurve } from '../../crypto/serverCurve';
import { bitcoin, bytesToHex, legacyMessageHash, signBip322Simple } from '@ordmarket/protocol';
import { ECPairFactory } from 'ecpair';

const ECPair = ECPairFactory(serverCurve);

export type TestWalletKind = 'taproot' | 'segwit' | 'legacySignature' | 'nestedSegwit';

export interface TestWallet {
  readonly address: string;
  /** The compressed public key, hex, as unisat reports it. */
  readonly publicKey: string;
  /** A base64 signature over `message`: BIP-322 simple, or a legacy compact ECDSA one for `legacySignature`. */
  sign(message: string): string;
}

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/**
 * A wallet with a key made from `seed`: taproot (tb1p/bc1p) or native segwit (tb1q/bc1q) signing BIP-322, a
 * native segwit one that signs legacy-style like older wallets do, or a nested segwit (2.../3...) payment address
 * signing legacy-style as Xverse's does.
 */
export function testWallet(seed: number, kind: TestWalletKind, network: 'testnet' | 'mainnet' = 'testnet'): TestWallet {
  const params = network === 'mainnet' ? bitcoin.networks.bitcoin : bitcoin.networks.testnet;
  const keyPair = ECPair.fromPrivateKey(new Uint8Array(32).fill(seed));
  const xOnly = keyPair.publicKey.subarray(1, 33);
  const segwit = bitcoin.payments.p2wpkh({ pubkey: keyPair.publicKey, network: params });
  const payment =
    kind === 'taproot'
      ? bitcoin.payments.p2tr({ internalPubkey: xOnly, network: params })
      : kind === 'nestedSegwit'
        ? bitcoin.payments.p2sh({ redeem: segwit, network: params })
        : segwit;
  const { address, output } = payment;
  if (address === undefined || output === undefined) throw new Error('The test wallet has no address.');

  const bip322 = (message: string): string =>
    signBip322Simple(message, {
      outputScript: output,
      signer: kind === 'taproot' ? keyPair.tweak(bitcoin.crypto.taggedHash('TapTweak', xOnly)) : keyPair,
      ...(kind === 'taproot' ? { tapInternalKey: xOnly } : {}),
    });

  const legacy = (message: string): string => {
    const privateKey = keyPair.privateKey;
    if (!privateKey) throw new Error('The test wallet has no private key.');
    const { signature, recoveryId } = serverCurve.signRecoverable(legacyMessageHash(message), privateKey);
    // BIP-137 headers: 35 + recovery id for a key behind nested segwit, 39 + recovery id behind native segwit.
    return toBase64(Uint8Array.of((kind === 'nestedSegwit' ? 35 : 39) + recoveryId, ...signature));
  };

  return {
    address,
    publicKey: bytesToHex(keyPair.publicKey),
    sign: kind === 'legacySignature' || kind === 'nestedSegwit' ? legacy : bip322,
  };
}
