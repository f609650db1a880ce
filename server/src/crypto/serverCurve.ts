import { chooseCurve } from '@ordmarket/protocol';
import * as tinySecp256k1 from 'tiny-secp256k1';

/**
 * libsecp256k1 compiled to wasm, about 6x the pure-JS curve's Schnorr verifications: the server has no bundle to
 * keep wasm out of, and it verifies every listing, purchase and sign-in.
 */
export const serverCurve = tinySecp256k1;

// Importing this module chooses the curve, for protocol's checks as for the server's own signing and chain
// validation, so no server path verifies on another curve: startServer imports it first, and so does every server
// module that calls the curve itself.
chooseCurve(serverCurve);
