import { bitcoin } from '../bitcoin';
import { concatBytes } from '../bytes';
import { compactSize } from '../compactSize';

/** BIP342 tapscript leaf version, the only one ord inscribes with. */
export const TAPSCRIPT_LEAF_VERSION = 0xc0;

/** BIP341 leaf hash of a tapscript: what a script-path signature commits to. */
export function tapleafHash(script: Uint8Array): Uint8Array {
  return bitcoin.crypto.taggedHash(
    'TapLeaf',
    concatBytes([new Uint8Array([TAPSCRIPT_LEAF_VERSION]), compactSize(script.length), script]),
  );
}
