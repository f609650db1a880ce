import * as ecc from '@bitcoinerlab/secp256k1';
import { bitcoin, bytesToHex, hexToBytes, networkParams } from '@ordmarket/protocol';
import { base58checkDecode } from './base58check';

/**
 * The devnet wallet's key: one p2tr address on testnet rules (tb1p...), both its ordinals and payment address,
 * like the server's demo wallets.
 */
export interface DevnetKey {
  readonly address: string;
  readonly outputScript: Uint8Array;
  /** The x-only internal key, what the server stores for a taproot sign-in. */
  readonly internalKey: Uint8Array;
  /** Signs key-path spends: the internal key made even plus the BIP-341 tweak of an empty script tree. */
  readonly signer: bitcoin.Signer;
  /** Signs a leaf that names the internal key (a protected listing's sale): the key itself, untweaked. */
  readonly scriptSigner: bitcoin.Signer;
  /** Signs the key path of an output whose script tree has this Merkle root (a protected listing's lock). */
  keyPathSigner(merkleRoot: Uint8Array): bitcoin.Signer;
  /** 32 bytes, hex: what the wallet keeps in storage. */
  readonly privateKeyHex: string;
}

export function devnetKeyFromPrivateKey(privateKey: Uint8Array): DevnetKey {
  if (!ecc.isPrivate(privateKey)) throw new Error('Not a valid private key');
  const compressed = ecc.pointFromScalar(privateKey, true);
  if (!compressed) throw new Error('Not a valid private key');
  const internalKey = compressed.subarray(1);
  const payment = bitcoin.payments.p2tr({ internalPubkey: internalKey, network: networkParams('devnet') });
  if (payment.address === undefined || payment.output === undefined) throw new Error('No p2tr address for this key');
  const even = compressed[0] === 0x02 ? privateKey : ecc.privateNegate(privateKey);
  return {
    address: payment.address,
    outputScript: payment.output,
    internalKey,
    privateKeyHex: bytesToHex(privateKey),
    signer: tweakedSigner(even, internalKey),
    scriptSigner: {
      publicKey: compressed,
      sign: (hash) => ecc.sign(hash, privateKey),
      signSchnorr: (hash) => ecc.signSchnorr(hash, privateKey),
    },
    keyPathSigner: (merkleRoot) => tweakedSigner(even, Uint8Array.from([...internalKey, ...merkleRoot])),
  };
}

/** The signer of the even private key tweaked by BIP-341's TapTweak of `tweakedData` (the internal key, then a root). */
function tweakedSigner(even: Uint8Array, tweakedData: Uint8Array): bitcoin.Signer {
  const tweaked = ecc.privateAdd(even, bitcoin.crypto.taggedHash('TapTweak', tweakedData));
  const tweakedPoint = tweaked && ecc.pointFromScalar(tweaked, true);
  if (!tweaked || !tweakedPoint) throw new Error('This key cannot be tweaked');
  return {
    publicKey: tweakedPoint,
    sign: (hash) => ecc.sign(hash, tweaked),
    signSchnorr: (hash) => ecc.signSchnorr(hash, tweaked),
  };
}

/** A fresh key from the browser's CSPRNG. */
export function generateDevnetKey(): DevnetKey {
  for (;;) {
    const candidate = crypto.getRandomValues(new Uint8Array(32));
    // Almost every 32 bytes is a valid key; the rare zero or over-order value is drawn again.
    if (ecc.isPrivate(candidate)) return devnetKeyFromPrivateKey(candidate);
  }
}

/**
 * A key imported from a demo wallet: 64 hex characters (the server's demo_wallets.private_key) or a
 * compressed-key WIF of testnet or mainnet.
 */
export function importDevnetKey(text: string): DevnetKey {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return devnetKeyFromPrivateKey(hexToBytes(trimmed));
  const payload = base58checkDecode(trimmed);
  // WIF: version byte (0xef testnet, 0x80 mainnet), 32 key bytes, 0x01 for a compressed public key.
  if (payload.length !== 34 || payload[33] !== 0x01 || (payload[0] !== 0xef && payload[0] !== 0x80)) {
    throw new Error('Not a compressed-key WIF');
  }
  return devnetKeyFromPrivateKey(payload.slice(1, 33));
}
