import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { transactionFeeAtRate } from '../fees/virtualSize';
import { ProtocolError } from '../ProtocolError';
import { inscriptionCommit } from './commit';
import type { InscriptionDraft } from './inscriptionScript';
import { parseInscriptions, type ParsedInscription } from './parseInscriptions';
import { buildReveal, revealCommitValue, type RevealPlan, type RevealRequest } from './reveal';
import { evenKey } from './testing/scriptPathSpend';
import { tapleafHash } from './tapleaf';
import { bytesToHex } from '../bytes';

const signer = evenKey();
const internalKey = evenKey().publicKey;
const receiver = bitcoin.payments.p2tr({
  internalPubkey: evenKey().publicKey.subarray(1),
  network: bitcoin.networks.testnet,
});
const receiverAddress = receiver.address ?? '';
const commitTxid = 'ab'.repeat(32);
const parentId = `${'cd'.repeat(32)}i1`;

function plan(inscriptions: readonly InscriptionDraft[], overrides: Partial<RevealPlan> = {}): RevealPlan {
  return {
    inscriptions,
    revealPublicKey: signer.publicKey,
    internalPublicKey: internalKey,
    destinations: [{ address: receiverAddress, value: 546n }],
    feeRate: 3n,
    network: 'testnet',
    ...overrides,
  };
}

function request(revealPlan: RevealPlan, overrides: Partial<RevealRequest> = {}): RevealRequest {
  return {
    ...revealPlan,
    commit: { txid: commitTxid, vout: 1, value: revealCommitValue(revealPlan) },
    signer,
    ...overrides,
  };
}

/** What parsing must give back for a draft revealed as the n-th inscription of `txid`. */
function expected(draft: InscriptionDraft, txid: string, n: number): ParsedInscription {
  const text = (value: string | undefined) => value ?? null;
  return {
    id: `${txid}i${n}`,
    input: 0,
    indexInInput: n,
    contentType: text(draft.contentType),
    body: draft.body,
    pointer: draft.pointer ?? null,
    parents: draft.parents ?? [],
    metadata: draft.metadata ?? null,
    metaprotocol: text(draft.metaprotocol),
    contentEncoding: text(draft.contentEncoding),
    delegate: null,
    flags: {
      unrecognizedEvenField: false,
      duplicateField: (draft.parents ?? []).length > 1,
      incompleteField: false,
      pushnum: false,
      stutter: false,
    },
  };
}

describe('buildReveal', () => {
  const drafts: InscriptionDraft[] = [
    {
      contentType: 'text/plain;charset=utf-8',
      body: new TextEncoder().encode('{"p":"brc-20","op":"mint","tick":"ordi","amt":"1000"}'),
      metaprotocol: 'brc-20',
    },
    {
      contentType: 'image/webp',
      body: new Uint8Array(1500).fill(0x42),
      pointer: 546n,
      parents: [parentId],
      metadata: new Uint8Array(700).fill(0xa0),
      contentEncoding: 'br',
    },
  ];
  const twoOutputs = plan(drafts, {
    destinations: [
      { address: receiverAddress, value: 546n },
      { address: receiverAddress, value: 546n },
    ],
  });

  it('spends the commit output through the inscription leaf with a valid signature', () => {
    const tx = buildReveal(request(twoOutputs));
    const commit = inscriptionCommit(twoOutputs);
    const [signature, tapscript, controlBlock] = tx.ins[0]?.witness ?? [];
    expect(tapscript).toEqual(commit.tapscript);
    expect(controlBlock).toEqual(commit.controlBlock);
    const sighash = tx.hashForWitnessV1(
      0,
      [commit.outputScript],
      [revealCommitValue(twoOutputs)],
      0,
      tapleafHash(commit.tapscript),
    );
    expect(curve().verifySchnorr(sighash, signer.publicKey.subarray(1), signature ?? new Uint8Array())).toBe(true);
    expect(bitcoin.Transaction.fromHex(tx.toHex()).getId()).toBe(tx.getId());
    expect(Array.from(tx.ins[0]?.hash ?? []).reverse()).toEqual(Array(32).fill(0xab));
    expect(tx.ins[0]?.index).toBe(1);
  });

  it('pays the destinations and exactly the fee at the rate', () => {
    const commitValue = revealCommitValue(twoOutputs);
    const tx = buildReveal(request(twoOutputs));
    expect(tx.outs.map(({ value }) => value)).toEqual([546n, 546n]);
    expect(tx.outs[0]?.script).toEqual(receiver.output);
    expect(commitValue - 1092n).toBe(transactionFeeAtRate(tx, 3n));
  });

  it('reveals exactly the inscriptions it was built with', () => {
    const tx = buildReveal(request(twoOutputs));
    expect(parseInscriptions(tx.toBuffer())).toEqual(drafts.map((draft, n) => expected(draft, tx.getId(), n)));
  });

  it('round-trips random inscriptions', () => {
    const text = fc
      .string({ maxLength: 40 })
      .filter((value) => new TextDecoder().decode(new TextEncoder().encode(value)) === value);
    const draft: fc.Arbitrary<InscriptionDraft> = fc.record(
      {
        contentType: text,
        body: fc.uint8Array({ maxLength: 1200 }),
        pointer: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        parents: fc
          .array(fc.tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat()), { maxLength: 3 })
          .map((ids) => ids.map(([txid, n]) => `${bytesToHex(txid)}i${n}`)),
        metadata: fc.uint8Array({ maxLength: 1100 }),
        metaprotocol: text,
        contentEncoding: text,
      },
      { requiredKeys: ['body'] },
    );
    fc.assert(
      fc.property(fc.array(draft, { minLength: 1, maxLength: 3 }), (drafts) => {
        const tx = buildReveal(request(plan(drafts)));
        expect(parseInscriptions(tx)).toEqual(drafts.map((d, n) => expected(d, tx.getId(), n)));
      }),
      { numRuns: 40 },
    );
  });

  it.each<[string, () => RevealRequest, string]>([
    [
      'an underfunded commit',
      () =>
        request(plan(drafts), { commit: { txid: commitTxid, vout: 0, value: revealCommitValue(plan(drafts)) - 1n } }),
      'commit-value-mismatch',
    ],
    [
      'an overfunded commit',
      () =>
        request(plan(drafts), { commit: { txid: commitTxid, vout: 0, value: revealCommitValue(plan(drafts)) + 1n } }),
      'commit-value-mismatch',
    ],
    [
      'a malformed commit txid',
      () => request(plan(drafts), { commit: { txid: 'AB'.repeat(32), vout: 0, value: 10_000n } }),
      'invalid-txid',
    ],
    [
      'a negative vout',
      () => request(plan(drafts), { commit: { txid: commitTxid, vout: -1, value: 10_000n } }),
      'invalid-vout',
    ],
    ['no destinations', () => ({ ...request(plan(drafts)), destinations: [] }), 'no-reveal-outputs'],
    [
      'a dust destination',
      () => ({ ...request(plan(drafts)), destinations: [{ address: receiverAddress, value: 329n }] }),
      'dust-output',
    ],
    [
      'a mainnet address on testnet',
      () => ({
        ...request(plan(drafts)),
        destinations: [
          { address: bitcoin.payments.p2tr({ internalPubkey: internalKey.subarray(1) }).address ?? '', value: 1000n },
        ],
      }),
      'invalid-address',
    ],
    ['a zero fee rate', () => ({ ...request(plan(drafts)), feeRate: 0n }), 'invalid-fee-rate'],
    ['a signer without the reveal key', () => request(plan(drafts), { signer: evenKey() }), 'signer-key-mismatch'],
    [
      'a signer that signs wrongly',
      () => request(plan(drafts), { signer: { publicKey: signer.publicKey, signSchnorr: () => new Uint8Array(64) } }),
      'invalid-signature',
    ],
  ])('refuses %s', (_, build, code) => {
    const attempt = () => buildReveal(build());
    expect(attempt).toThrow(ProtocolError);
    expect(attempt).toThrow(expect.objectContaining({ code }));
  });

  it('refuses a reveal over the standard weight', () => {
    const huge = plan([{ body: new Uint8Array(400_000) }]);
    expect(() => revealCommitValue(huge)).toThrow(expect.objectContaining({ code: 'reveal-too-large' }));
  });
});
