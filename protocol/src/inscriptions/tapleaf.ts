import { bitcoin } from '../bitcoin';
import { concat } from '../bytes';

/** BIP342 tapscript leaf version, the only one ord inscribes with. */
export const TAPSCRIPT_LEAF_VERSION = 0xc0;

/** Bitcoin's variable-length size prefix, which the leaf hash puts before the script. */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return new Uint8Array([length]);
  if (length <= 0xffff) return new Uint8Array([0xfd, length & 0xff, length >> 8]);
  return new Uint8Array([0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24]);
}

/** BIP341 leaf hash of a tapscript: what a script-path signature commits to. */
export function tapleafHash(script: Uint8Array): Uint8Array {
  return bitcoin.crypto.taggedHash(
    'TapLeaf',
    concat([new Uint8Array([TAPSCRIPT_LEAF_VERSION]), compactSize(script.length), script]),
  );
}
