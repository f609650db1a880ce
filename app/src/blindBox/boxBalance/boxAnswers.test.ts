import { describe, expect, it } from 'vitest';
import {
  boxBalanceOf,
  boxDepositsOf,
  boxMovementOf,
  boxWithdrawalOf,
  creditedDepositsOf,
  depositableTransfers,
  heldInscriptionOf,
  providerPositionOf,
} from './boxAnswers';

const previewUrl = (id: string) => `/preview/${id}`;
const inscriptionId = `${'ab'.repeat(32)}i0`;

describe('box answers in the kit’s terms', () => {
  it('reads the balance’s five fields and the tokens held, ticks as deployed', () => {
    const tokens = [
      { tick: 'ORDI', amount: '1000.5' },
      { tick: 'sats', amount: '21000000' },
    ];
    expect(
      boxBalanceOf({
        blind_box_total: 120_000,
        unconfirmed_blind_box_total: 5_000,
        nft_total: 2,
        btc_total: 120_000,
        brc_20_total: 2,
        tokens,
        inscriptions: [],
        client_seed: null,
      }),
    ).toEqual({
      blindBoxTotal: 120_000,
      unconfirmedBlindBoxTotal: 5_000,
      nftTotal: 2,
      btcTotal: 120_000,
      brc20Total: 2,
      tokens,
    });
  });

  it('pictures every inscription through its preview, an HTML one too', () => {
    expect(
      heldInscriptionOf({ inscription_id: inscriptionId, name: 'Block #1', content_type: 'image/png' }, previewUrl),
    ).toEqual({ inscriptionId, name: 'Block #1', imageUrl: `/preview/${inscriptionId}` });
    expect(
      heldInscriptionOf(
        { inscription_id: inscriptionId, name: 'Page', content_type: 'text/html;charset=utf-8' },
        previewUrl,
      ),
    ).toEqual({ inscriptionId, name: 'Page', imageUrl: `/preview/${inscriptionId}` });
  });

  it('gives each deposit the confirmations it needs, names an inscription that arrived, and what a transfer credited', () => {
    const [btc, inscription, transfer] = boxDepositsOf({
      address: 'tb1qdeposit',
      confirmations_needed: 2,
      deposits: [
        {
          txid: 'aa',
          vout: 0,
          value: 50_000,
          inscription_id: null,
          name: null,
          token: null,
          confirmations: 1,
          status: 'unconfirmed',
          seen_at: 1_795_286_697,
        },
        {
          txid: 'bb',
          vout: 1,
          value: 546,
          inscription_id: inscriptionId,
          name: 'Block #1',
          token: null,
          confirmations: 3,
          status: 'credited',
          seen_at: 1_795_286_000,
        },
        {
          txid: 'cc',
          vout: 0,
          value: 546,
          inscription_id: inscriptionId,
          name: 'ORDI transfer',
          token: { tick: 'ORDI', amount: '250' },
          confirmations: 2,
          status: 'credited',
          seen_at: 1_795_285_000,
        },
      ],
    });
    expect(btc).toEqual({
      txid: 'aa',
      vout: 0,
      sats: 50_000,
      confirmations: 1,
      confirmationsNeeded: 2,
      status: 'unconfirmed',
      at: new Date(1_795_286_697_000),
    });
    expect(inscription?.inscriptionName).toBe('Block #1');
    expect(inscription).not.toHaveProperty('token');
    expect(transfer?.token).toEqual({ tick: 'ORDI', amount: '250' });
  });

  it('tells the credited deposits apart only by which are credited, whatever their order', () => {
    const deposit = (txid: string, status: 'unconfirmed' | 'credited') => ({
      txid,
      vout: 0,
      value: 546,
      inscription_id: null,
      name: null,
      token: null,
      confirmations: 0,
      status,
      seen_at: 1_795_286_000,
    });
    const answer = (...deposits: Array<ReturnType<typeof deposit>>) => ({
      address: 'tb1qdeposit',
      confirmations_needed: 1,
      deposits,
    });
    const waiting = creditedDepositsOf(answer(deposit('aa', 'credited'), deposit('bb', 'unconfirmed')));
    expect(creditedDepositsOf(answer(deposit('bb', 'unconfirmed'), deposit('aa', 'credited')))).toBe(waiting);
    expect(creditedDepositsOf(answer(deposit('aa', 'credited'), deposit('bb', 'credited')))).not.toBe(waiting);
    expect(creditedDepositsOf(answer(deposit('bb', 'unconfirmed')))).toBe('');
  });

  it('keeps a failed withdrawal’s reason and leaves out an empty one', () => {
    const withdrawal = {
      withdrawal_id: 'w1',
      prize: { kind: 'btc' as const, sats: 10_000 },
      address: 'tb1qdest',
      network_fee: 1_410,
      txid: 'cc',
      status: 'failed' as const,
      reason: 'The fee went above what you accepted.',
      created_at: 1_795_286_697,
    };
    expect(boxWithdrawalOf(withdrawal, previewUrl)).toEqual({
      withdrawalId: 'w1',
      prize: { kind: 'btc', sats: 10_000 },
      address: 'tb1qdest',
      networkFeeSats: 1_410,
      txid: 'cc',
      status: 'failed',
      reason: 'The fee went above what you accepted.',
      at: new Date(1_795_286_697_000),
    });
    expect(boxWithdrawalOf({ ...withdrawal, status: 'pending', reason: null }, previewUrl)).not.toHaveProperty(
      'reason',
    );
    const tokens = { ...withdrawal, prize: { kind: 'brc20' as const, tick: 'ORDI', amount: '0.5' } };
    expect(boxWithdrawalOf(tokens, previewUrl).prize).toEqual({ kind: 'brc20', tick: 'ORDI', amount: '0.5' });
  });

  it('keeps each ledger line’s kind and signed amount, BTC, inscription or BRC-20, and a house made as its own kind', () => {
    expect(
      boxMovementOf({
        movement_id: 'm1',
        kind: 'make_house',
        house_id: 'h1',
        house_name: 'Punk house',
        txid: null,
        lines: [
          { asset: 'btc', kind: 'btc', inscription_id: null, name: 'BTC', amount: '-20000' },
          {
            asset: `inscription:${inscriptionId}`,
            kind: 'inscription',
            inscription_id: inscriptionId,
            name: 'Block #1',
            amount: '-1',
          },
          { asset: 'brc20:ordi', kind: 'brc20', inscription_id: null, name: 'ORDI', amount: '-100.5' },
        ],
        created_at: 1_795_286_697,
      }),
    ).toEqual({
      movementId: 'm1',
      kind: 'make_house',
      houseName: 'Punk house',
      lines: [
        { asset: 'BTC', kind: 'btc', amount: '-20000' },
        { asset: 'Block #1', kind: 'inscription', amount: '-1' },
        { asset: 'ORDI', kind: 'brc20', amount: '-100.5' },
      ],
      at: new Date(1_795_286_697_000),
    });
  });

  it('shows a position with its house, prizes, share and earnings', () => {
    const position = providerPositionOf(
      {
        house: {
          house_id: 'h1',
          name: 'Punk house',
          maker_address: 'tb1qmaker',
          status: 'open',
          price_sats: 10_000,
          btc_prize_sats: 5_000,
          brc20_prize: { tick: 'ORDI', amount: '100' },
          remaining: 4,
          opens: 7,
          cover_inscription_id: null,
        },
        is_maker: true,
        prizes: [
          { kind: 'btc', sats: 5_000 },
          { kind: 'brc20', tick: 'ORDI', amount: '100' },
        ],
        share: 0.25,
        earned_sats: 31_500,
      },
      previewUrl,
    );
    expect(position).toEqual({
      house: {
        houseId: 'h1',
        name: 'Punk house',
        makerAddress: 'tb1qmaker',
        status: 'open',
        priceSats: 10_000,
        remaining: 4,
        opens: 7,
      },
      prizes: [
        { kind: 'btc', sats: 5_000 },
        { kind: 'brc20', tick: 'ORDI', amount: '100' },
      ],
      share: 0.25,
      earnedSats: 31_500,
      isMaker: true,
    });
  });

  it('offers the wallet’s valid, unspent transfer inscriptions for the box, less those just sent', () => {
    const transfer = (n: number, tick: string, amount: string, valid = true, used = false) => ({
      inscription_id: `${String(n).repeat(64)}i0`,
      inscription_number: 70_000 + n,
      tick,
      amount,
      owner_address: 'tb1ptrader',
      output: `${'ef'.repeat(32)}:${String(n)}`,
      output_value: 546,
      valid,
      used,
      inscribed_at: 1_795_286_000,
    });
    const items = [transfer(1, 'ORDI', '1000'), transfer(2, 'sats', '0.5'), transfer(3, 'ORDI', '9', false)];
    expect(depositableTransfers([...items, transfer(4, 'ORDI', '7', true, true)], [`${'2'.repeat(64)}i0`])).toEqual([
      { inscriptionId: `${'1'.repeat(64)}i0`, tick: 'ORDI', amount: '1000' },
    ]);
  });
});
