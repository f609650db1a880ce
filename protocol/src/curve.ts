import * as pureJsCurve from '@bitcoinerlab/secp256k1';
import { initEccLib } from 'bitcoinjs-lib';

/** The secp256k1 operations protocol and bitcoinjs use; tiny-secp256k1 offers the same ones, compiled to wasm. */
export type Curve = typeof pureJsCurve;

// The pure-JS curve by default: browser bundles carry no wasm. A host with wasm to spare (the server) chooses a
// faster one once, at start, before it verifies anything.
let chosen: Curve = pureJsCurve;

/** The curve protocol signs and verifies with. */
export const curve = (): Curve => chosen;

/** Makes `next` the curve of every protocol check and signature, and of bitcoinjs's taproot tweaks. */
export function chooseCurve(next: Curve): void {
  initEccLib(next);
  chosen = next;
}
