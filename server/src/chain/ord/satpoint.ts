/** Where a sat sits: output `txid:vout` and its offset inside that output's value, in sats. */
export interface Satpoint {
  txid: string;
  vout: number;
  offset: bigint;
}

const satpointPattern = /^([0-9a-f]{64}):(\d+):(\d+)$/i;

/** ord's "txid:vout:offset"; undefined when the text is not one. */
export function parseSatpoint(text: string): Satpoint | undefined {
  const match = satpointPattern.exec(text);
  if (match === null) return undefined;
  const [, txid = '', vout = '', offset = ''] = match;
  const outputIndex = Number(vout);
  if (!Number.isSafeInteger(outputIndex) || outputIndex > 0xffff_ffff) return undefined;
  return { txid: txid.toLowerCase(), vout: outputIndex, offset: BigInt(offset) };
}
