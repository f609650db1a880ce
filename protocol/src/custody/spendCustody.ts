import { parseAddress } from '../address/parseAddress';
import { bitcoin } from '../bitcoin';
import { isDust } from '../fees/dust';
import { checkFeeRate } from '../fees/feeRate';
import { transactionVirtualSize } from '../fees/virtualSize';
import type { TaprootKeyPair } from '../inscribing/taprootKeyPair';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { hashFromTxid } from '../txid';

/** A coin the service wallet holds, with the key of the address it sits at. */
export interface CustodyCoin {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
  readonly key: TaprootKeyPair;
}

/** A coin that leaves whole, as its own output, so whatever it carries (an inscription) goes with it. */
export interface CarriedCoin {
  readonly coin: CustodyCoin;
  readonly address: string;
}

export interface CustodySpendRequest {
  /** Spent first, each to its own output in the same order: input i's sats land in output i at the same offset. */
  readonly carried: readonly CarriedCoin[];
  /** BTC paid out, after the carried outputs. */
  readonly payments: ReadonlyArray<{ readonly address: string; readonly value: bigint }>;
  /** Plain BTC coins that pay the payments and the fee, spent largest first as far as needed. */
  readonly funding: readonly CustodyCoin[];
  readonly changeAddress: string;
  readonly feeRate: bigint;
  readonly network: NetworkName;
}

export interface CustodySpend {
  readonly tx: bitcoin.Transaction;
  /** Every coin spent: the carried ones, then the funding ones used. */
  readonly spent: readonly CustodyCoin[];
  /** The change output, when one was worth making. */
  readonly change?: { readonly vout: number; readonly value: bigint };
  /** What the miners get: every input less every output (dust change included). */
  readonly fee: bigint;
}

// A key-path signature with the default sighash is always 64 bytes, so an unsigned spend's size is exact.
const keyPathWitness = [new Uint8Array(64)];

function assemble(
  inputs: readonly CustodyCoin[],
  outputs: ReadonlyArray<{ readonly script: Uint8Array; readonly value: bigint }>,
): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  for (const coin of inputs) tx.addInput(hashFromTxid(coin.txid), coin.vout);
  for (const output of outputs) tx.addOutput(output.script, output.value);
  inputs.forEach((_, index) => {
    tx.setWitness(index, keyPathWitness);
  });
  return tx;
}

/**
 * Builds and signs a payout from the service wallet: carried coins (inscriptions) to their owners, payments in BTC,
 * the fee at `feeRate` and the change back, spending no more funding coins than it needs.
 */
export function spendCustody(request: CustodySpendRequest): CustodySpend {
  const feeRate = checkFeeRate(request.feeRate);
  if (request.carried.length === 0 && request.payments.length === 0) {
    throw new ProtocolError('nothing-to-pay', 'A payout sends at least one coin or payment.');
  }
  const script = (address: string) => parseAddress(address, request.network).outputScript;
  const fixed = [
    ...request.carried.map(({ coin, address }) => ({ script: script(address), value: coin.value })),
    ...request.payments.map((payment) => ({ script: script(payment.address), value: payment.value })),
  ];
  for (const output of fixed) {
    if (isDust(output.script, output.value)) {
      throw new ProtocolError('dust-output', `${output.value} sats is below what the network relays to this address.`);
    }
  }
  const changeScript = script(request.changeAddress);
  const carriedCoins = request.carried.map(({ coin }) => coin);
  const owed = request.payments.reduce((sum, payment) => sum + payment.value, 0n);
  const funding = [...request.funding].sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0));

  const used: CustodyCoin[] = [];
  let available = 0n;
  for (let take = 0; take <= funding.length; take += 1) {
    const inputs = [...carriedCoins, ...used];
    const withChange = transactionVirtualSize(assemble(inputs, [...fixed, { script: changeScript, value: 0n }]));
    const change = available - owed - withChange * feeRate;
    if (change >= 0n && !isDust(changeScript, change)) {
      return sign(assemble(inputs, [...fixed, { script: changeScript, value: change }]), inputs, {
        vout: fixed.length,
        value: change,
      });
    }
    const without = transactionVirtualSize(assemble(inputs, fixed));
    if (available - owed >= without * feeRate) {
      return sign(assemble(inputs, fixed), inputs, undefined);
    }
    const next = funding[take];
    if (next === undefined) break;
    used.push(next);
    available += next.value;
  }
  throw new ProtocolError('not-enough-funds', 'The service wallet has too few plain coins to pay this out.');
}

function sign(
  tx: bitcoin.Transaction,
  inputs: readonly CustodyCoin[],
  change: { vout: number; value: bigint } | undefined,
): CustodySpend {
  const scripts = inputs.map((coin) => coin.key.outputScript);
  const values = inputs.map((coin) => coin.value);
  inputs.forEach((coin, index) => {
    const sighash = tx.hashForWitnessV1(index, scripts, values, bitcoin.Transaction.SIGHASH_DEFAULT);
    tx.setWitness(index, [coin.key.signKeyPath(sighash)]);
  });
  const fee = values.reduce((sum, value) => sum + value, 0n) - tx.outs.reduce((sum, out) => sum + out.value, 0n);
  return { tx, spent: inputs, ...(change === undefined ? {} : { change }), fee };
}
