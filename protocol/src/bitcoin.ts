// bitcoinjs-lib needs a secp256k1 implementation for taproot before any payment is made: the pure-JS one unless
// the host chose another with chooseCurve (the server does; browser bundles stay free of wasm).
import * as bitcoin from 'bitcoinjs-lib';
import { curve } from './curve';

bitcoin.initEccLib(curve());

export { bitcoin };
