import { describe, expect, it } from 'vitest';
import { keySpendOf, type SpendKind } from '../address/keySpend';
import { bitcoin } from '../bitcoin';
import { bytesToHex } from '../bytes';
import { transactionVirtualSize } from '../fees/virtualSize';
import { inscriptionAt, makeSeller } from '../listing/testing/listingFixtures';
import type { InscriptionLocation } from '../listing/verifySellerListing';
import { testBuyer, utxo } from '../purchase/testing/purchaseFixtures';
import { txidFromHash } from '../txid';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import { buildLockPsbt, lockVirtualSize, type LockPlan, type LockRequest } from './lockInscriptions';
import { protectedLock } from './protectedLock';
import { code, feeOf, market, prevoutsOf, signWith } from './testing/protectionFixtures';

const owner = makeSeller(30);
const ownerAddress = bitcoin.payments.p2tr({ internalPubkey: owner.xOnly, network: bitcoin.networks.testnet }).address;
const ownerSpend = keySpendOf(ownerAddress ?? '', bytesToHex(owner.keyPair.publicKey), 'testnet');
const lock = protectedLock(owner.keyPair.publicKey, market.keyPair.publicKey);
const payer = testBuyer(31, 'p2wpkh');
const inscribed = (n: number, value = 10_000n): InscriptionLocation => ({
  ...inscriptionAt(ownerSpend.script, (0xb0 + n).toString(16).repeat(32), n),
  value,
});

function request(
  inscriptions: InscriptionLocation[],
  utxos: WalletUtxo[] = [utxo(1, 40_000n), utxo(2, 90_000n)],
  extra: Partial<LockRequest> = {},
): LockRequest {
  return {
    inscriptions,
    lock,
    owner: ownerSpend,
    payment: payer.payment,
    utxos,
    feeRate: 7n,
    network: 'testnet',
    ...extra,
  };
}

/** The seller signs every input with real keys (the inscriptions by the taproot key path) and finalizes. */
function signed(plan: LockPlan, who = payer): bitcoin.Transaction {
  const psbt = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  const count = plan.locked.length;
  signWith(
    psbt,
    plan.locked.map((_, index) => index),
    owner,
  );
  who.sign(
    psbt,
    plan.spent.map((_, index) => count + index),
  );
  return psbt.extractTransaction();
}

const outpoints = (tx: bitcoin.Transaction): string[] =>
  tx.ins.map((input) => `${txidFromHash(input.hash)}:${input.index}`);
const sats = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

describe('buildLockPsbt', () => {
  it('sends one inscription to its lock with exactly its sats, and the change back to the payment address', () => {
    const plan = buildLockPsbt(request([inscribed(1)]));
    const tx = signed(plan);
    expect(tx.outs).toHaveLength(2);
    expect(bytesToHex(tx.outs[0]?.script ?? new Uint8Array())).toBe(bytesToHex(lock.outputScript));
    expect(tx.outs[0]?.value).toBe(10_000n);
    expect(bytesToHex(tx.outs[1]?.script ?? new Uint8Array())).toBe(bytesToHex(payer.payment.script));
    expect(outpoints(tx)).toEqual([`${'b1'.repeat(32)}:1`, `${utxo(2, 0n).txid}:2`]);
    expect(plan.spent.map((coin) => coin.vout)).toEqual([2]);
    expect(feeOf(tx, prevoutsOf(plan.psbt))).toBe(plan.feeSats);
    expect(plan.feeSats).toBe(plan.virtualSize * 7n);
  });

  it("quotes a lock's size before coins are picked: the built lock of one coin with change weighs exactly that", () => {
    expect(lockVirtualSize(ownerSpend, payer.payment, 1)).toBe(buildLockPsbt(request([inscribed(1)])).virtualSize);
    const three = buildLockPsbt(request([inscribed(1), inscribed(2), inscribed(3)], [utxo(2, 90_000n)]));
    expect(three.spent).toHaveLength(1);
    expect(lockVirtualSize(ownerSpend, payer.payment, 3)).toBe(three.virtualSize);
  });

  it('sends several inscriptions each to its own lock output, in order, with exactly their sats', () => {
    const inscriptions = [inscribed(1, 10_000n), inscribed(2, 546n), inscribed(3, 25_000n)];
    const plan = buildLockPsbt(request(inscriptions));
    const tx = signed(plan);
    expect(plan.locked).toEqual(inscriptions);
    expect(outpoints(tx).slice(0, 3)).toEqual(inscriptions.map((output) => `${output.txid}:${output.vout}`));
    inscriptions.forEach((output, k) => {
      expect(tx.outs[k]?.value).toBe(output.value);
      expect(bytesToHex(tx.outs[k]?.script ?? new Uint8Array())).toBe(bytesToHex(lock.outputScript));
    });
    expect(bytesToHex(tx.outs[3]?.script ?? new Uint8Array())).toBe(bytesToHex(payer.payment.script));
    expect(tx.outs).toHaveLength(4);
    expect(feeOf(tx, prevoutsOf(plan.psbt))).toBe(plan.virtualSize * 7n);
  });

  it.each<SpendKind>(['p2wpkh', 'p2tr', 'p2sh-p2wpkh'])(
    'prices a %s payment at no less than the signed size, and at most a few vbytes above',
    (kind) => {
      const who = testBuyer(32, kind);
      const plan = buildLockPsbt({
        ...request([inscribed(1), inscribed(2)], [utxo(1, 2_500n), utxo(2, 2_500n), utxo(3, 2_500n)]),
        payment: who.payment,
        feeRate: 10n,
      });
      expect(plan.spent).toHaveLength(2);
      const real = transactionVirtualSize(signed(plan, who));
      expect(plan.virtualSize).toBeGreaterThanOrEqual(real);
      expect(plan.virtualSize - real).toBeLessThanOrEqual(kind === 'p2tr' ? 0n : BigInt(plan.spent.length));
      expect(plan.feeSats).toBe(plan.virtualSize * 10n);
    },
  );

  it('puts an inscription below the taproot dust last and tops its lock up to 330 sats', () => {
    const short = inscribed(1, 300n);
    const plan = buildLockPsbt(request([short, inscribed(2), inscribed(3, 4_000n)]));
    const tx = signed(plan);
    expect(plan.locked.map((output) => output.vout)).toEqual([2, 3, 1]);
    expect(tx.outs.slice(0, 3).map((out) => out.value)).toEqual([10_000n, 4_000n, 330n]);
    // Every inscription's first sat is the first sat of its own lock output: the sats before it in and out agree.
    const inputs = prevoutsOf(plan.psbt).values;
    for (let k = 0; k < 3; k += 1) {
      expect(sats(inputs.slice(0, k))).toBe(sats(tx.outs.slice(0, k).map((out) => out.value)));
    }
    expect(feeOf(tx, prevoutsOf(plan.psbt))).toBe(plan.feeSats);
    expect(plan.feeSats).toBe(plan.virtualSize * 7n);
  });

  it('keeps an inscription of exactly 330 sats in its place', () => {
    const plan = buildLockPsbt(request([inscribed(1, 330n), inscribed(2)]));
    expect(plan.locked.map((output) => output.vout)).toEqual([1, 2]);
    expect(signed(plan).outs[0]?.value).toBe(330n);
    expect(buildLockPsbt(request([inscribed(1, 329n), inscribed(2)])).locked.map((output) => output.vout)).toEqual([
      2, 1,
    ]);
  });

  it('refuses two inscriptions below the dust', () => {
    expect(code(() => buildLockPsbt(request([inscribed(1, 300n), inscribed(2, 329n)])))).toBe(
      'inscriptions-below-dust',
    );
    expect(code(() => buildLockPsbt(request([inscribed(1, 300n), inscribed(2, 330n)])))).toBe('accepted');
  });

  it("refuses an inscription that is not at the owner's script", () => {
    const atPayment = { ...inscribed(2), script: payer.payment.script };
    expect(code(() => buildLockPsbt(request([inscribed(1), atPayment])))).toBe('not-owner');
    const atLock = { ...inscribed(2), script: lock.outputScript };
    expect(code(() => buildLockPsbt(request([atLock])))).toBe('not-owner');
  });

  it('refuses nothing to lock, and a fee rate below 1 sat/vB', () => {
    expect(code(() => buildLockPsbt(request([])))).toBe('nothing-to-lock');
    expect(code(() => buildLockPsbt(request([inscribed(1)], undefined, { feeRate: 0n })))).toBe('invalid-fee-rate');
  });

  it('refuses without coins, or with too few for the fee', () => {
    expect(code(() => buildLockPsbt(request([inscribed(1)], [])))).toBe('not-enough-funds');
    expect(code(() => buildLockPsbt(request([inscribed(1)], [utxo(1, 1_500n)], { feeRate: 20n })))).toBe(
      'not-enough-funds',
    );
    // The top-up to 330 sats is the seller's too: a coin paying the fee (without change) but not the 30 sats is short.
    const withChange = buildLockPsbt(request([inscribed(1)], [utxo(1, 100_000n)])).virtualSize;
    const bare = withChange - BigInt(8 + 1 + payer.payment.script.length);
    const short = (value: bigint) => buildLockPsbt(request([inscribed(1, 300n)], [utxo(1, value)]));
    expect(code(() => short(bare * 7n + 29n))).toBe('not-enough-funds');
    expect(short(bare * 7n + 30n).feeSats).toBe(bare * 7n);
  });

  it('never spends an inscribed or dummy-sized coin as payment', () => {
    const wallet = [utxo(1, 600n), utxo(2, 900_000n, 'some'), utxo(3, 1_000n), utxo(4, 20_000n)];
    const plan = buildLockPsbt(request([inscribed(1)], wallet));
    expect(plan.spent.map((coin) => coin.vout)).toEqual([4]);
    expect(outpoints(signed(plan))).not.toContain(`${utxo(2, 0n).txid}:2`);
    const rest = wallet.slice(0, 3);
    expect(code(() => buildLockPsbt(request([inscribed(1)], rest, { feeRate: 3n })))).toBe('not-enough-funds');
    const cheaper = buildLockPsbt(request([inscribed(1)], rest, { feeRate: 3n, dummyValue: 500n }));
    expect(cheaper.spent.map((coin) => coin.vout)).toEqual([3]);
  });

  it('spends the largest coins first, as many as the fee needs, and leaves change under dust to the miners', () => {
    const coins = [utxo(1, 1_100n), utxo(2, 1_300n), utxo(3, 1_200n)];
    const plan = buildLockPsbt(request([inscribed(1)], coins, { feeRate: 10n }));
    expect(plan.spent.map((coin) => coin.vout)).toEqual([2, 3]);
    const tx = signed(plan);
    expect(tx.outs).toHaveLength(1);
    expect(plan.feeSats).toBe(2_500n);
    expect(feeOf(tx, prevoutsOf(plan.psbt))).toBe(plan.feeSats);
    expect(plan.feeSats).toBeGreaterThanOrEqual(plan.virtualSize * 10n);
    expect(plan.virtualSize).toBeGreaterThanOrEqual(transactionVirtualSize(tx));
  });
});
