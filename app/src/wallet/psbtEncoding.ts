import { bitcoin } from '@ordmarket/protocol';

export type PsbtEncoding = 'hex' | 'base64';

// A PSBT starts with the magic bytes "psbt\xff": 70736274ff in hex, cHNidP8 in base64.
export function psbtEncoding(psbt: string): PsbtEncoding {
  return /^70736274ff/i.test(psbt) ? 'hex' : 'base64';
}

export function readPsbt(psbt: string, network: bitcoin.Network): bitcoin.Psbt {
  return psbtEncoding(psbt) === 'hex'
    ? bitcoin.Psbt.fromHex(psbt, { network })
    : bitcoin.Psbt.fromBase64(psbt, { network });
}

export function writePsbt(psbt: bitcoin.Psbt, encoding: PsbtEncoding): string {
  return encoding === 'hex' ? psbt.toHex() : psbt.toBase64();
}

/** Wallets differ in the encoding they take; callers keep theirs, so convert at the wallet's edge. */
export function convertPsbt(psbt: string, to: PsbtEncoding): string {
  return psbtEncoding(psbt) === to ? psbt : writePsbt(readPsbt(psbt, bitcoin.networks.bitcoin), to);
}
