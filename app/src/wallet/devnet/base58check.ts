import { bitcoin, equalBytes } from '@ordmarket/protocol';

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decodes Base58Check (WIF keys): the payload, or an Error for a bad character or checksum. */
export function base58checkDecode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) throw new Error('Not Base58');
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  // Each leading '1' stands for a leading zero byte the number lost.
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  const raw = Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
  if (raw.length < 4) throw new Error('Base58Check too short');
  const payload = raw.subarray(0, raw.length - 4);
  if (!equalBytes(bitcoin.crypto.hash256(payload).subarray(0, 4), raw.subarray(raw.length - 4))) {
    throw new Error('Base58Check checksum mismatch');
  }
  return payload;
}
