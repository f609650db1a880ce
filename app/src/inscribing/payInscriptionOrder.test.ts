import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../api/ApiCallError';
import { UserCanceledError } from '../wallet';
import { payInscriptionOrder, type InscribeTask, type InscriptionPayment } from './payInscriptionOrder';

const txid = 'ab'.repeat(32);

const task: InscribeTask = {
  task_id: '5f1d7c4e-8a1b-4c7e-9d2a-3b6f0e9c1a20',
  kind: 'mint',
  tick: 'ordi',
  content: '{"p":"brc-20","op":"mint","tick":"ordi","amt":"1000"}',
  repeat: 3,
  receive_address: 'tb1pholder',
  payment_address: 'tb1porder',
  fee_rate: 12,
  total_fee: 9_876,
  paid: null,
  status: 'awaiting_payment',
  pay_txid: null,
  inscription_ids: [],
  refund_txid: null,
  reason: null,
  returns: [],
  created_at: 1_795_286_697,
  paid_at: null,
};

type TaskPayment = InscriptionPayment<InscribeTask>;

function payment(changes: Partial<TaskPayment> = {}) {
  const sendBitcoin = vi.fn<TaskPayment['wallet']['sendBitcoin']>(() => Promise.resolve(txid));
  const record = vi.fn<TaskPayment['record']>((placed, paidBy) =>
    Promise.resolve({ ...placed, status: 'paid', pay_txid: paidBy }),
  );
  const amountDue = (placed: InscribeTask) => ({
    address: placed.payment_address,
    sats: placed.total_fee,
    feeRate: placed.fee_rate,
  });
  return { place: () => Promise.resolve(task), amountDue, record, wallet: { sendBitcoin }, ...changes };
}

describe('payInscriptionOrder', () => {
  it("pays the order's address its total at its fee rate, then records the transaction", async () => {
    const parts = payment();
    expect(await payInscriptionOrder(parts)).toEqual({
      kind: 'paid',
      order: { ...task, status: 'paid', pay_txid: txid },
      txid,
    });
    expect(parts.wallet.sendBitcoin).toHaveBeenCalledExactlyOnceWith('tb1porder', 9_876, { feeRate: 12 });
    expect(parts.record).toHaveBeenCalledExactlyOnceWith(task, txid);
  });

  it('answers cancelled when the wallet is closed, and records nothing', async () => {
    const parts = payment({ wallet: { sendBitcoin: () => Promise.reject(new UserCanceledError()) } });
    expect(await payInscriptionOrder(parts)).toEqual({ kind: 'cancelled' });
    expect(parts.record).not.toHaveBeenCalled();
  });

  it('passes on why the wallet could not pay', async () => {
    const error = new Error('Insufficient balance');
    const parts = payment({ wallet: { sendBitcoin: () => Promise.reject(error) } });
    expect(await payInscriptionOrder(parts)).toEqual({ kind: 'failed', error });
  });

  it('answers the refusal when the market will not open the order, and asks the wallet nothing', async () => {
    const refusal = new ApiCallError(
      '/btc/brc_20/create_deploy_task',
      10060001,
      'The token "ordi" is already deployed.',
    );
    const parts = payment({ place: () => Promise.reject(refusal) });
    expect(await payInscriptionOrder(parts)).toEqual({ kind: 'refused', refusal });
    expect(parts.wallet.sendBitcoin).not.toHaveBeenCalled();
  });

  it('passes on why the order could not be put together, when it is not the market refusing', async () => {
    const error = new Error('The file could not be read');
    const parts = payment({ place: () => Promise.reject(error) });
    expect(await payInscriptionOrder(parts)).toEqual({ kind: 'failed', error });
    expect(parts.wallet.sendBitcoin).not.toHaveBeenCalled();
  });

  it('keeps the paid order and its transaction when the record fails, since the payment went out', async () => {
    const error = new ApiCallError('/btc/brc_20/update_brc20_paytx', undefined, 'Network Error');
    const parts = payment({ record: () => Promise.reject(error) });
    expect(await payInscriptionOrder(parts)).toEqual({ kind: 'unrecorded', order: task, txid, error });
  });
});
