import { curve } from '@ordmarket/protocol';
import * as tinySecp256k1 from 'tiny-secp256k1';
import { describe, expect, it } from 'vitest';
// The server's entry, as `npm start`, the test servers and the benches load it: loading it must choose the curve.
import '../startServer';

describe('the server curve', () => {
  it('is libsecp256k1 (wasm) for every protocol check once the server is loaded', () => {
    expect(curve()).toBe(tinySecp256k1);
  });
});
