import { describe, expect, it } from 'vitest';
import type { ApiBody, ApiData, ApiPath } from '../../api/apiCalls';
import { depositStatuses, depositToHouse } from './houseDeposit';

const idOf = (n: number) => `${String(n).padStart(2, '0').repeat(32)}i0`;
const houseId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('depositing inscriptions to a house', () => {
  it('has the market build it, the wallet sign the inputs it names, and the market relay it', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    const api = {
      post: <Path extends ApiPath>(path: Path, body: ApiBody<Path>): Promise<ApiData<Path>> => {
        calls.push({ path, body });
        const answer =
          path === '/btc/blind_box/prepare_house_deposit'
            ? { psbt: 'unsigned', sign_inputs: [0, 2], network_fee: 1_200, custody_address: 'tb1pcustody' }
            : { txid: 'dd'.repeat(32) };
        return Promise.resolve(answer as ApiData<Path>);
      },
    };
    const signed: unknown[] = [];
    const wallet = {
      signPsbt: (psbt: string, options?: unknown) => {
        signed.push([psbt, options]);
        return Promise.resolve('signed');
      },
    };
    const txid = await depositToHouse(
      { api, wallet, ordinalsPublicKey: 'ord-key', payer: { publicKey: 'pay-key', paymentAddress: 'tb1qpay' } },
      houseId,
      12,
    );
    const fields = {
      house_id: houseId,
      ordinals_public_key: 'ord-key',
      fee_rate: 12,
      public_key: 'pay-key',
      payment_address: 'tb1qpay',
    };
    expect(txid).toBe('dd'.repeat(32));
    expect(signed).toEqual([['unsigned', { autoFinalized: true, toSignInputs: [{ index: 0 }, { index: 2 }] }]]);
    expect(calls).toEqual([
      { path: '/btc/blind_box/prepare_house_deposit', body: fields },
      { path: '/btc/blind_box/send_house_deposit', body: { ...fields, signed_psbt: 'signed' } },
    ]);
  });

  it('follows each inscription from waiting to unconfirmed to in the pool', () => {
    const awaiting = [idOf(1), idOf(2)];
    const pool = [
      { kind: 'inscription' as const, inscription_id: idOf(1), name: 'Block #1', content_type: 'image/png', slot: 0 },
      { kind: 'btc' as const, sats: 5_000, slot: 1 },
    ];
    expect([...depositStatuses(awaiting, undefined, false)]).toEqual([
      [idOf(1), 'waiting'],
      [idOf(2), 'waiting'],
    ]);
    expect([...depositStatuses(awaiting, { pool: [] }, true).values()]).toEqual(['unconfirmed', 'unconfirmed']);
    expect([...depositStatuses(awaiting, { pool }, true).values()]).toEqual(['in_pool', 'unconfirmed']);
  });
});
