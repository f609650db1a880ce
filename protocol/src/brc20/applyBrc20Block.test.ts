import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { BRC20_SCALE } from './amount';
import { applyBrc20Block } from './applyBrc20Block';
import { emptyBrc20Ledger, type Brc20Event, type Brc20LedgerState } from './Brc20Ledger';
import { inscribe, move } from './brc20TestEvents';

const units = (n: number) => BigInt(n) * BRC20_SCALE;
const deployOrdi = inscribe(0, 'deploy', 'alice', { op: 'deploy', tick: 'ordi', max: '1000', lim: '100', dec: '2' });
const mint = (txIndex: number, id: string, owner: string, amt: string) =>
  inscribe(txIndex, id, owner, { op: 'mint', tick: 'ordi', amt });
const transfer = (txIndex: number, id: string, owner: string, amt: string) =>
  inscribe(txIndex, id, owner, { op: 'transfer', tick: 'ordi', amt });

function run(...events: Brc20Event[]) {
  return applyBrc20Block(emptyBrc20Ledger, { height: 1, events });
}
const balanceOf = (state: Brc20LedgerState, address: string) => state.holders.get('ordi')?.get(address);

describe('applyBrc20Block: deploy', () => {
  it('records the first valid deploy of a tick', () => {
    const { state, activity } = run(deployOrdi);
    expect(state.tokens.get('ordi')).toEqual({
      tick: 'ordi',
      displayTick: 'ordi',
      max: units(1000),
      lim: units(100),
      dec: 2,
      selfMint: false,
      minted: 0n,
      deployInscriptionId: 'deploy',
      deployer: 'alice',
      deployHeight: 1,
    });
    expect(activity).toEqual([
      { kind: 'deploy', height: 1, txIndex: 0, inscriptionId: 'deploy', tick: 'ordi', address: 'alice' },
    ]);
    expect(state.height).toBe(1);
  });

  it('ignores later deploys of the same tick in any case', () => {
    const { state, activity } = run(
      deployOrdi,
      inscribe(1, 'deploy2', 'bob', { op: 'deploy', tick: 'ORDI', max: '5' }),
    );
    expect(state.tokens.get('ordi')?.deployer).toBe('alice');
    expect(activity).toHaveLength(1);
  });

  it('ignores inscriptions that are not BRC-20 operations', () => {
    const { state, activity } = run(inscribe(0, 'x', 'alice', { op: 'deploy', tick: 'ordi' }));
    expect(state.tokens.size).toBe(0);
    expect(activity).toEqual([]);
  });
});

describe('applyBrc20Block: mint', () => {
  it('credits the inscriber and counts the supply', () => {
    const { state, activity } = run(deployOrdi, mint(1, 'm1', 'bob', '100'), mint(2, 'm2', 'bob', '0.5'));
    expect(balanceOf(state, 'bob')).toEqual({ available: units(100) + BRC20_SCALE / 2n, transferable: 0n });
    expect(state.tokens.get('ordi')?.minted).toBe(units(100) + BRC20_SCALE / 2n);
    expect(activity[1]).toEqual({
      kind: 'mint',
      height: 1,
      txIndex: 1,
      inscriptionId: 'm1',
      tick: 'ordi',
      address: 'bob',
      amount: units(100),
    });
  });

  it('ignores mints of undeployed ticks, above lim, or with more decimals than the tick', () => {
    const { state, activity } = run(
      mint(0, 'early', 'bob', '1'),
      deployOrdi,
      mint(1, 'big', 'bob', '100.01'),
      mint(2, 'fine', 'bob', '1.001'),
    );
    expect(state.holders.size).toBe(0);
    expect(activity.map((a) => a.kind)).toEqual(['deploy']);
  });

  it('clips the last mint to the remaining supply, then refuses mints', () => {
    const mints = Array.from({ length: 10 }, (_, i) => mint(i + 1, `m${i}`, 'bob', '99'));
    const { state, activity } = run(
      deployOrdi,
      ...mints,
      mint(11, 'last', 'carol', '100'),
      mint(12, 'over', 'dave', '1'),
    );
    expect(balanceOf(state, 'carol')).toEqual({ available: units(10), transferable: 0n });
    expect(balanceOf(state, 'dave')).toBeUndefined();
    expect(state.tokens.get('ordi')?.minted).toBe(units(1000));
    expect(activity.at(-1)).toMatchObject({ kind: 'mint', address: 'carol', amount: units(10) });
  });

  it('mints a self-mint token only through children of its deploy', () => {
    const deploy = inscribe(0, 'sm', 'alice', { op: 'deploy', tick: 'ordix', max: '0', self_mint: 'true' });
    const childMint = inscribe(1, 'c', 'bob', { op: 'mint', tick: 'ordix', amt: '5' }, { parentIds: ['other', 'sm'] });
    const orphanMint = inscribe(2, 'o', 'carol', { op: 'mint', tick: 'ordix', amt: '5' }, { parentIds: ['other'] });
    const { state } = run(deploy, childMint, orphanMint);
    expect(state.holders.get('ordix')).toEqual(new Map([['bob', { available: units(5), transferable: 0n }]]));
  });
});

describe('applyBrc20Block: transfer', () => {
  const funded = [deployOrdi, mint(1, 'm1', 'alice', '100')] as const;

  it('moves an inscribed transfer from available to transferable', () => {
    const { state, activity } = run(...funded, transfer(2, 't1', 'alice', '30'));
    expect(balanceOf(state, 'alice')).toEqual({ available: units(70), transferable: units(30) });
    expect(state.pendingTransfers.get('t1')).toEqual({
      inscriptionId: 't1',
      tick: 'ordi',
      amount: units(30),
      sender: 'alice',
    });
    expect(activity.at(-1)).toMatchObject({ kind: 'transfer-inscribe', address: 'alice', amount: units(30) });
  });

  it('ignores a transfer inscription the available balance does not cover', () => {
    const { state, activity } = run(...funded, transfer(2, 't1', 'alice', '60'), transfer(3, 't2', 'alice', '60'));
    expect(balanceOf(state, 'alice')).toEqual({ available: units(40), transferable: units(60) });
    expect(state.pendingTransfers.has('t2')).toBe(false);
    expect(activity).toHaveLength(3);
  });

  it('ignores a transfer inscribed by someone without balance, or with too many decimals', () => {
    const { state } = run(...funded, transfer(2, 't1', 'bob', '1'), transfer(3, 't2', 'alice', '0.001'));
    expect(state.pendingTransfers.size).toBe(0);
  });

  it('pays the receiver on the first move and ignores later moves', () => {
    const { state, activity } = run(
      ...funded,
      transfer(2, 't1', 'alice', '30'),
      move(3, 't1', 'bob'),
      move(4, 't1', 'carol'),
    );
    expect(balanceOf(state, 'alice')).toEqual({ available: units(70), transferable: 0n });
    expect(balanceOf(state, 'bob')).toEqual({ available: units(30), transferable: 0n });
    expect(balanceOf(state, 'carol')).toBeUndefined();
    expect(state.pendingTransfers.size).toBe(0);
    expect(activity.at(-1)).toEqual({
      kind: 'transfer',
      height: 1,
      txIndex: 3,
      inscriptionId: 't1',
      tick: 'ordi',
      from: 'alice',
      to: 'bob',
      amount: units(30),
    });
  });

  it('returns the amount to the sender when sent to themselves or spent as fee', () => {
    const { state, activity } = run(
      ...funded,
      transfer(2, 't1', 'alice', '30'),
      transfer(2, 't2', 'alice', '20'),
      move(3, 't1', 'alice'),
      move(4, 't2', null),
    );
    expect(balanceOf(state, 'alice')).toEqual({ available: units(100), transferable: 0n });
    expect(activity.at(-1)).toMatchObject({ kind: 'transfer', from: 'alice', to: null, amount: units(20) });
  });

  it('ignores moves of inscriptions that are not pending transfers', () => {
    const { state, activity } = run(...funded, move(2, 'm1', 'bob'), move(3, 'nothing', 'bob'));
    expect(balanceOf(state, 'alice')).toEqual({ available: units(100), transferable: 0n });
    expect(activity).toHaveLength(2);
  });

  it('ignores a repeated inscription id so a pending transfer is never replaced', () => {
    const { state } = run(...funded, transfer(2, 't1', 'alice', '30'), transfer(3, 't1', 'alice', '10'));
    expect(state.pendingTransfers.get('t1')?.amount).toBe(units(30));
    expect(balanceOf(state, 'alice')).toEqual({ available: units(70), transferable: units(30) });
  });
});

describe('applyBrc20Block: order', () => {
  it('leaves the given state unchanged', () => {
    const first = run(...[deployOrdi, mint(1, 'm1', 'alice', '100')]);
    const snapshot = structuredClone(first.state);
    applyBrc20Block(first.state, { height: 2, events: [transfer(0, 't', 'alice', '5'), move(1, 't', 'bob')] });
    expect(first.state).toEqual(snapshot);
  });

  it('refuses blocks at or below the last applied height, and invalid heights', () => {
    const { state } = run(deployOrdi);
    expect(() => applyBrc20Block(state, { height: 1, events: [] })).toThrow(
      new ProtocolError('brc20-block-out-of-order', 'Block 1 is not above the last applied block 1.'),
    );
    for (const height of [-1, 1.5, Number.NaN]) {
      expect(() => applyBrc20Block(emptyBrc20Ledger, { height, events: [] })).toThrow(ProtocolError);
    }
  });

  it('refuses events out of transaction order', () => {
    expect(() => run(mint(2, 'a', 'bob', '1'), mint(1, 'b', 'bob', '1'))).toThrow(
      expect.objectContaining({ code: 'brc20-events-out-of-order' }),
    );
  });
});
