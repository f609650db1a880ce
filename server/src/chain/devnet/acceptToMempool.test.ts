import { serverCurve } from '../../crypto/serverCurve';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bitcoin, buildReveal, inscriptionCommit, revealCommitValue, type RevealPlan } from '@ordmarket/protocol';
import type { DatabaseHandle } from '../../db/database';
import { embeddedTestDatabases } from '../../testing/testDatabases';
import {
  fund,
  openTestDevnet,
  p2trWallet,
  p2wpkhWallet,
  spend,
  testPrivateKey,
  unsigned,
} from './testing/devnetTestKit';
import type { OpenedDevnet } from './openDevnet';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(1);
const bob = p2trWallet(2);
const carol = p2wpkhWallet(3);

describe.each(embeddedTestDatabases)('devnet mempool acceptance on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let devnet: OpenedDevnet;
  beforeEach(async () => {
    database = await testDatabase.open();
    devnet = await openTestDevnet(database);
  });
  afterEach(async () => {
    await devnet.close();
    await database.close();
  });

  const refusal = (hex: string) =>
    devnet.broadcast(hex).then(
      () => 'accepted',
      (error: unknown) => String(error),
    );

  it('accepts a p2wpkh spend and a p2tr key-path spend chained on it', async () => {
    const coin = await fund(devnet, alice, 100_000n);
    const first = spend(alice, [coin], [{ script: bob.script, value: 99_000n }]);
    expect(await devnet.broadcast(first.toHex())).toBe(first.getId());
    const second = spend(
      bob,
      [{ txid: first.getId(), vout: 0, value: 99_000n, script: bob.script }],
      [{ script: carol.script, value: 98_000n }],
    );
    expect(await devnet.broadcast(second.toHex())).toBe(second.getId());
    const read = await devnet.transaction(second.getId());
    expect(read?.fee).toBe(1_000);
    expect(read?.vin[0]?.prevout?.scriptpubkey_address).toBe(bob.address);
    expect(read?.status).toEqual({ confirmed: false });
  });

  it('accepts explicit sighash types: p2tr SIGHASH_ALL (65 bytes) and p2wpkh SINGLE|ANYONECANPAY', async () => {
    const taproot = await fund(devnet, bob, 50_000n);
    const tx = unsigned([taproot], [{ script: alice.script, value: 49_000n }]);
    bob.sign(tx, 0, [taproot], bitcoin.Transaction.SIGHASH_ALL);
    expect(tx.ins[0]?.witness[0]?.length).toBe(65);
    await devnet.broadcast(tx.toHex());
    const segwit = await fund(devnet, alice, 50_000n);
    const single = unsigned([segwit], [{ script: carol.script, value: 49_000n }]);
    alice.sign(single, 0, [segwit], bitcoin.Transaction.SIGHASH_SINGLE | bitcoin.Transaction.SIGHASH_ANYONECANPAY);
    await devnet.broadcast(single.toHex());
  });

  it('accepts an inscription reveal spending the commit through its tapscript leaf', async () => {
    const revealKey = testPrivateKey(9);
    const signer = {
      publicKey: serverCurve.xOnlyPointFromScalar(revealKey),
      signSchnorr: (hash: Uint8Array) => serverCurve.signSchnorr(hash, revealKey),
    };
    const plan: RevealPlan = {
      inscriptions: [{ contentType: 'text/plain;charset=utf-8', body: new TextEncoder().encode('hello devnet') }],
      revealPublicKey: signer.publicKey,
      internalPublicKey: serverCurve.xOnlyPointFromScalar(testPrivateKey(10)),
      destinations: [{ address: bob.address, value: 546n }],
      feeRate: 2n,
      network: 'devnet',
    };
    const commit = inscriptionCommit(plan);
    const value = revealCommitValue(plan);
    const commitTxid = await devnet.faucet(commit.address, value);
    const vout = (await devnet.transaction(commitTxid))?.vout.findIndex(
      (o) => o.scriptpubkey_address === commit.address,
    );
    const reveal = buildReveal({ ...plan, commit: { txid: commitTxid, vout: vout ?? 0, value }, signer });
    const witness = reveal.ins[0]?.witness ?? [];
    const tampered = reveal.clone();
    const badSignature = Uint8Array.from(witness[0] ?? []);
    badSignature[5] = (badSignature[5] ?? 0) ^ 1;
    tampered.setWitness(0, [badSignature, ...witness.slice(1)]);
    expect(await refusal(tampered.toHex())).toContain(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    );
    expect(await devnet.broadcast(reveal.toHex())).toBe(reveal.getId());
  });

  it('refuses tampered signatures and a key that does not match the program', async () => {
    const taproot = await fund(devnet, bob, 50_000n);
    const tx = spend(bob, [taproot], [{ script: alice.script, value: 49_000n }]);
    const signature = Uint8Array.from(tx.ins[0]?.witness[0] ?? []);
    signature[10] = (signature[10] ?? 0) ^ 0xff;
    tx.setWitness(0, [signature]);
    expect(await refusal(tx.toHex())).toBe(
      'ChainRejection: mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    );

    const segwit = await fund(devnet, alice, 50_000n);
    const other = spend(alice, [segwit], [{ script: bob.script, value: 49_000n }]);
    const wrongOutput = unsigned([segwit], [{ script: bob.script, value: 48_000n }]);
    wrongOutput.setWitness(0, other.ins[0]?.witness ?? []);
    expect(await refusal(wrongOutput.toHex())).toBe(
      'ChainRejection: mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    );
    const wrongKey = unsigned([segwit], [{ script: bob.script, value: 49_000n }]);
    carol.sign(wrongKey, 0, [segwit]);
    expect(await refusal(wrongKey.toHex())).toBe(
      'ChainRejection: mandatory-script-verify-flag-failed (Witness program hash mismatch)',
    );
  });

  it('refuses malformed and invalid transactions with Bitcoin Core reasons', async () => {
    const coin = await fund(devnet, alice, 100_000n);
    const pay = (value: bigint) => [{ script: bob.script, value }];
    expect(await refusal('zz')).toContain('TX decode failed');
    expect(await refusal('0200')).toContain('TX decode failed');
    const noInputs = unsigned([], [...pay(1_000n), ...pay(1_000n)]);
    expect(await refusal(noInputs.toHex())).toContain('bad-txns-vin-empty');
    expect(await refusal(spend(alice, [coin], []).toHex())).toContain('bad-txns-vout-empty');
    expect(await refusal(spend(alice, [coin, coin], pay(90_000n)).toHex())).toContain('bad-txns-inputs-duplicate');
    const missing = { ...coin, txid: 'ab'.repeat(32) };
    expect(await refusal(spend(alice, [missing], pay(90_000n)).toHex())).toContain('bad-txns-inputs-missingorspent');
    expect(await refusal(spend(alice, [coin], pay(100_001n)).toHex())).toContain('bad-txns-in-belowout');
    expect(await refusal(spend(alice, [coin], pay(329n)).toHex())).toContain('dust');
    expect(await refusal(spend(alice, [coin], pay(99_950n)).toHex())).toContain('min relay fee not met');
    const good = spend(alice, [coin], pay(99_000n));
    await devnet.broadcast(good.toHex());
    expect(await refusal(good.toHex())).toContain('txn-already-in-mempool');
    await devnet.mine(1);
    expect(await refusal(good.toHex())).toContain('txn-already-known');
    expect(await refusal(spend(alice, [coin], pay(98_000n)).toHex())).toContain('bad-txns-inputs-missingorspent');
  });

  it('replaces a mempool transaction only for a higher fee and fee rate, evicting its descendants', async () => {
    const coin = await fund(devnet, alice, 100_000n);
    const original = spend(alice, [coin], [{ script: bob.script, value: 99_000n }]);
    await devnet.broadcast(original.toHex());
    const child = spend(
      bob,
      [{ txid: original.getId(), vout: 0, value: 99_000n, script: bob.script }],
      [{ script: carol.script, value: 98_500n }],
    );
    await devnet.broadcast(child.toHex());
    const cheaper = spend(alice, [coin], [{ script: carol.script, value: 99_200n }]);
    expect(await refusal(cheaper.toHex())).toContain('insufficient fee');
    const notEnough = spend(alice, [coin], [{ script: carol.script, value: 98_450n }]);
    expect(await refusal(notEnough.toHex())).toContain('not enough additional fees');
    const replacement = spend(alice, [coin], [{ script: carol.script, value: 97_000n }]);
    expect(await devnet.broadcast(replacement.toHex())).toBe(replacement.getId());
    expect(await devnet.transaction(original.getId())).toBeUndefined();
    expect(await devnet.transaction(child.getId())).toBeUndefined();
    expect(await devnet.outspends(replacement.getId())).toEqual([{ spent: false }]);
  });
});
