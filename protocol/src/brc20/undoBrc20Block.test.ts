import { describe, expect, it } from 'vitest';
import { applyBrc20Block } from './applyBrc20Block';
import { emptyBrc20Ledger } from './Brc20Ledger';
import { inscribe, move } from './brc20TestEvents';
import { undoBrc20Block } from './undoBrc20Block';

const block1 = {
  height: 10,
  events: [
    inscribe(0, 'd', 'alice', { op: 'deploy', tick: 'ordi', max: '100', lim: '60' }),
    inscribe(1, 'm1', 'alice', { op: 'mint', tick: 'ordi', amt: '60' }),
    inscribe(2, 't1', 'alice', { op: 'transfer', tick: 'ordi', amt: '10' }),
    inscribe(3, 't2', 'alice', { op: 'transfer', tick: 'ordi', amt: '50' }),
  ],
};
const block2 = {
  height: 11,
  events: [
    move(0, 't1', 'bob'),
    inscribe(1, 'm2', 'bob', { op: 'mint', tick: 'ordi', amt: '60' }),
    move(2, 't2', 'bob'),
    inscribe(3, 'd2', 'carol', { op: 'deploy', tick: 'sats', max: '1' }),
  ],
};

describe('undoBrc20Block', () => {
  it('restores the exact state before the block', () => {
    const first = applyBrc20Block(emptyBrc20Ledger, block1);
    const second = applyBrc20Block(first.state, block2);
    expect(second.state.holders.get('ordi')?.has('alice')).toBe(false);
    expect(second.state.tokens.get('ordi')?.minted).toBe(100n * 10n ** 18n);

    const undone = undoBrc20Block(second.state, second.undo);
    expect(undone).toEqual(first.state);
    expect(undoBrc20Block(undone, first.undo)).toEqual(emptyBrc20Ledger);
  });

  it('lets the undone height be applied again with different events', () => {
    const first = applyBrc20Block(emptyBrc20Ledger, block1);
    const second = applyBrc20Block(first.state, block2);
    const replaced = applyBrc20Block(undoBrc20Block(second.state, second.undo), { height: 11, events: [] });
    expect(replaced.state).toEqual({ ...first.state, height: 11 });
  });

  it('refuses undo data of a block other than the last applied one', () => {
    const first = applyBrc20Block(emptyBrc20Ledger, block1);
    const second = applyBrc20Block(first.state, block2);
    expect(() => undoBrc20Block(second.state, first.undo)).toThrow(
      expect.objectContaining({ code: 'brc20-undo-not-tip' }),
    );
  });
});
