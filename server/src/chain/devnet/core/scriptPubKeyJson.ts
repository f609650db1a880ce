import { bytesToHex } from '@ordmarket/protocol';
import { scriptAddress } from './coreAddress';
import { inferDescriptor } from './inferDescriptor';
import type { JsonObject } from './jsonText';
import { scriptAsm } from './scriptAsm';
import { solveScript } from './solveScript';

/**
 * ScriptToUniv(script, out, include_hex=true, include_address=true) (src/core_write.cpp): asm, desc, hex, the
 * address when there is one, and Solver's type name.
 */
export function scriptPubKeyJson(script: Uint8Array): JsonObject {
  const solved = solveScript(script);
  const address = scriptAddress(solved);
  return {
    asm: scriptAsm(script),
    desc: inferDescriptor(script, solved, address),
    hex: bytesToHex(script),
    address,
    type: solved.type,
  };
}
