import { describe, expect, it } from 'vitest';
import { hashFromTxid } from '../txid';
import { formatSatpoint, outpointKey, parseSatpoint, spentOutpoint } from './satpoint';

const txid = 'ab'.repeat(31) + '01';

describe('satpoint', () => {
  it('reads ord\'s "txid:vout:offset" with the offset as a bigint', () => {
    expect(parseSatpoint(`${'AB'.repeat(32)}:4294967295:2099999997689999`)).toEqual({
      txid: 'ab'.repeat(32),
      vout: 4294967295,
      offset: 2099999997689999n,
    });
  });

  it('refuses text that is not a satpoint', () => {
    expect(parseSatpoint(`${'ab'.repeat(32)}:4294967296:0`)).toBeUndefined();
    expect(parseSatpoint(`${'ab'.repeat(32)}:0`)).toBeUndefined();
    expect(parseSatpoint(`${'ab'.repeat(31)}:0:0`)).toBeUndefined();
    expect(parseSatpoint(`${'ab'.repeat(32)}:-1:0`)).toBeUndefined();
    expect(parseSatpoint('x:0:0')).toBeUndefined();
  });

  it('writes what it reads', () => {
    const satpoint = { txid, vout: 3, offset: 546n };
    expect(formatSatpoint(satpoint)).toBe(`${txid}:3:546`);
    expect(parseSatpoint(formatSatpoint(satpoint))).toEqual(satpoint);
    expect(outpointKey(satpoint)).toBe(`${txid}:3`);
  });

  it("names the outpoint an input spends in display order, from the input's reversed hash", () => {
    expect(spentOutpoint({ hash: hashFromTxid(txid), index: 7 })).toEqual({ txid, vout: 7 });
  });
});
