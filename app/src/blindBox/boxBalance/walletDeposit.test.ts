import { describe, expect, it } from 'vitest';
import type { ApiBody, ApiData, ApiPath } from '../../api/apiCalls';
import { depositFromWallet, type WalletDepositParts } from './walletDeposit';

const houseId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const transferId = `${'ab'.repeat(32)}i0`;
const txid = 'dd'.repeat(32);
const signer = {
  ordinals_public_key: 'ord-key',
  fee_rate: 12,
  public_key: 'pay-key',
  payment_address: 'tb1qpay',
};

/** A market that prepares any deposit with inputs 0 and 2 to sign, and relays it; and a wallet that signs. */
function walletAndMarket() {
  const calls: Array<{ path: string; body: unknown; quiet: boolean | undefined }> = [];
  const signed: unknown[] = [];
  const parts: WalletDepositParts = {
    api: {
      post: <Path extends ApiPath>(path: Path, body: ApiBody<Path>, options?: { quiet?: boolean }) => {
        calls.push({ path, body, quiet: options?.quiet });
        const answer = path.includes('/prepare_')
          ? { psbt: 'unsigned', sign_inputs: [0, 2], network_fee: 1_200, destination: 'tb1pbox' }
          : { txid };
        return Promise.resolve(answer as ApiData<Path>);
      },
    },
    wallet: {
      signPsbt: (psbt: string, options?: unknown) => {
        signed.push([psbt, options]);
        return Promise.resolve('signed');
      },
    },
    ordinalsPublicKey: 'ord-key',
    payer: { publicKey: 'pay-key', paymentAddress: 'tb1qpay' },
  };
  return { calls, signed, parts };
}

const signedInputs = [['unsigned', { autoFinalized: true, toSignInputs: [{ index: 0 }, { index: 2 }] }]];

describe('depositing inscriptions from the wallet', () => {
  it('to a house: the market builds it, the wallet signs the inputs it names, the market relays it', async () => {
    const { calls, signed, parts } = walletAndMarket();
    await expect(depositFromWallet(parts, { to: 'house', houseId }, 12)).resolves.toBe(txid);
    const fields = { house_id: houseId, ...signer };
    expect(signed).toEqual(signedInputs);
    expect(calls).toEqual([
      { path: '/btc/blind_box/prepare_house_deposit', body: fields, quiet: true },
      { path: '/btc/blind_box/send_house_deposit', body: { ...fields, signed_psbt: 'signed' }, quiet: true },
    ]);
  });

  it('to the recharge address: the chosen transfer inscriptions, the same way', async () => {
    const { calls, signed, parts } = walletAndMarket();
    await expect(depositFromWallet(parts, { to: 'recharge', inscriptionIds: [transferId] }, 12)).resolves.toBe(txid);
    const fields = { inscription_ids: [transferId], ...signer };
    expect(signed).toEqual(signedInputs);
    expect(calls).toEqual([
      { path: '/btc/blind_box/prepare_recharge_deposit', body: fields, quiet: true },
      { path: '/btc/blind_box/send_recharge_deposit', body: { ...fields, signed_psbt: 'signed' }, quiet: true },
    ]);
  });

  it('sends nothing when the wallet refuses to sign', async () => {
    const { calls, parts } = walletAndMarket();
    const refusing = { ...parts, wallet: { signPsbt: () => Promise.reject(new Error('User Canceled')) } };
    await expect(depositFromWallet(refusing, { to: 'recharge', inscriptionIds: [transferId] }, 12)).rejects.toThrow(
      'User Canceled',
    );
    expect(calls.map((call) => call.path)).toEqual(['/btc/blind_box/prepare_recharge_deposit']);
  });
});
