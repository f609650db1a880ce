/** Bitcoin Core's default dust relay fee, in sats per virtual byte (DUST_RELAY_TX_FEE, 3000 sat/kvB). */
const dustRelayFeeRate = 3n;

/** The bytes of an input that spends a witness program (outpoint, empty script, sequence, a quarter of its witness). */
const witnessSpendBytes = 32n + 4n + 1n + 107n / 4n + 4n;
/** The bytes of an input that spends any other script, its signature and key in the script. */
const legacySpendBytes = 32n + 4n + 1n + 107n + 4n;

const OP_0 = 0x00;
const OP_1 = 0x51;
const OP_16 = 0x60;
const OP_RETURN = 0x6a;
/** Core's MAX_SCRIPT_SIZE: a longer script can never be spent. */
const maxScriptBytes = 10_000;

/** A segwit output (BIP141): a version opcode, then one push of 2 to 40 bytes and nothing else. */
function isWitnessProgram(script: Uint8Array): boolean {
  const version = script[0];
  if (version === undefined || script.length < 4 || script.length > 42) return false;
  if (version !== OP_0 && (version < OP_1 || version > OP_16)) return false;
  return script[1] === script.length - 2;
}

/** Bytes of the compact size that prefixes a script of this length. */
const compactSizeBytes = (length: number): bigint =>
  length < 0xfd ? 1n : length <= 0xffff ? 3n : length <= 0xffffffff ? 5n : 9n;

/**
 * The smallest value Bitcoin Core relays for an output of this script at its default dust relay fee (policy's
 * GetDustThreshold): what the output and the input that later spends it cost at 3 sat/vB. That is 546 for p2pkh,
 * 540 for p2sh, 294 for p2wpkh, 330 for p2wsh and p2tr; an unspendable output (OP_RETURN) has none.
 */
export function dustLimit(script: Uint8Array): bigint {
  if (script[0] === OP_RETURN || script.length > maxScriptBytes) return 0n;
  const outputBytes = 8n + compactSizeBytes(script.length) + BigInt(script.length);
  const spendBytes = isWitnessProgram(script) ? witnessSpendBytes : legacySpendBytes;
  return (outputBytes + spendBytes) * dustRelayFeeRate;
}

/** An output below its script's dust limit is not relayed; one exactly at the limit is. */
export function isDust(script: Uint8Array, value: bigint): boolean {
  return value < dustLimit(script);
}
