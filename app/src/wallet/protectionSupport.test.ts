import { describe, expect, it } from 'vitest';
import { protectionBlock } from './protectionSupport';

describe('protectionBlock', () => {
  it('lets UniSat and the devnet wallet protect from a taproot ordinals address, and asks again once one connects', () => {
    expect(protectionBlock(null, '')).toBeNull();
    expect(protectionBlock('unisat', 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBeNull();
    expect(protectionBlock('devnet', 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c')).toBeNull();
  });

  it('says why a wallet lists unprotected: Xverse cannot be asked for a leaf, a segwit address has no taproot key', () => {
    expect(protectionBlock('xverse', 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBe(
      'walletCannotSignLeaf',
    );
    expect(protectionBlock('unisat', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('notTaproot');
    expect(protectionBlock('unisat', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('notTaproot');
  });
});
