// bitcoinjs-lib needs a secp256k1 implementation for taproot; the pure-JS one also runs in browser bundles
// without wasm, so the app and the server verify with the same code.
import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';

bitcoin.initEccLib(ecc);

export { bitcoin, ecc };
