import type { ECPairInterface } from 'ecpair';
import { bitcoin } from '../../bitcoin';
import { bytesToHex } from '../../bytes';
import { buildListingPsbt } from '../../listing/buildListingPsbt';
import {
  inscriptionAt,
  makeSeller,
  segwitOutput,
  taprootOutput,
  taprootSigner,
} from '../../listing/testing/listingFixtures';
import { verifySellerListing } from '../../listing/verifySellerListing';
import type { WalletUtxo } from '../../utxo/classifyUtxo';
import { keySpendOf, type SpendKind, type KeySpend } from '../../address/keySpend';
import type { PurchaseListing } from '../purchaseTerms';

// Test-only: real keys, real signatures, buyers of every payment kind and sellers of both listing kinds.

const network = bitcoin.networks.testnet;
export const sellerPayTo = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

/** A signed, verified listing of an inscription held by a taproot (or native segwit) seller, on `value` sats. */
export function listed(
  index: number,
  price: bigint,
  sellerKind: 'p2tr' | 'p2wpkh' = 'p2tr',
  value = 10_000n,
): PurchaseListing {
  const seller = makeSeller(50 + index);
  const script = sellerKind === 'p2tr' ? taprootOutput(seller.xOnly) : segwitOutput(seller.keyPair.publicKey);
  const inscription = { ...inscriptionAt(script, index.toString(16).padStart(2, '0').repeat(32), 0), value };
  const psbt = buildListingPsbt({
    inscriptionOutput: inscription,
    sellerPublicKey: seller.keyPair.publicKey,
    priceSats: price,
    sellerReceiveAddress: sellerPayTo,
    network: 'testnet',
  });
  const signer = sellerKind === 'p2tr' ? taprootSigner(seller.keyPair, seller.xOnly) : seller.keyPair;
  psbt.signInput(0, signer, [0x83]);
  psbt.finalizeAllInputs();
  return { listing: verifySellerListing(psbt.toBase64(), inscription, 'testnet'), inscription };
}

export interface TestBuyer {
  readonly ordinalsAddress: string;
  readonly payment: KeySpend;
  /** Signs the inputs a wallet is asked to sign, finalized as UniSat and Xverse do unless told not to. */
  sign(psbt: bitcoin.Psbt, inputs: readonly number[], finalize?: boolean): void;
}

function addressOf(kind: SpendKind, keyPair: ECPairInterface, xOnly: Uint8Array): string {
  const pubkey = keyPair.publicKey;
  const address =
    kind === 'p2tr'
      ? bitcoin.payments.p2tr({ internalPubkey: xOnly, network }).address
      : kind === 'p2wpkh'
        ? bitcoin.payments.p2wpkh({ pubkey, network }).address
        : bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey, network }), network }).address;
  if (!address) throw new Error(`no ${kind} address`);
  return address;
}

/** A buyer paying from `kind` and receiving inscriptions on a taproot address of its own. */
export function testBuyer(seed: number, kind: SpendKind = 'p2tr'): TestBuyer {
  const key = makeSeller(seed);
  const payment = keySpendOf(addressOf(kind, key.keyPair, key.xOnly), bytesToHex(key.keyPair.publicKey), 'testnet');
  const signer = kind === 'p2tr' ? taprootSigner(key.keyPair, key.xOnly) : key.keyPair;
  return {
    ordinalsAddress: addressOf('p2tr', key.keyPair, key.xOnly),
    payment,
    sign: (psbt, inputs, finalize = true) => {
      for (const index of inputs) {
        psbt.signInput(index, signer);
        if (finalize) psbt.finalizeInput(index);
      }
    },
  };
}

export const utxo = (n: number, value: bigint, inscriptions: WalletUtxo['inscriptions'] = 'none'): WalletUtxo => ({
  txid: (0xa0 + n).toString(16).repeat(32),
  vout: n,
  value,
  inscriptions,
});

export const dummies = (count: number): WalletUtxo[] => Array.from({ length: count }, (_, n) => utxo(n, 600n));
