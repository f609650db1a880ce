import {
  bitcoin,
  estimateVirtualSize,
  networkParams,
  revealCommitValue,
  type InscriptionDraft,
  type NetworkName,
} from '@ordmarket/protocol';

/** What inscribing `repeat` copies of a BRC-20 JSON costs at a fee rate, from the real transactions' sizes. */
export interface InscriptionCost {
  readonly contentSize: number;
  /** The commit pays one output per inscription plus change, from one input. */
  readonly commitSize: bigint;
  /** One reveal: spends its commit output through the inscription leaf to the receiver. */
  readonly revealSize: bigint;
  readonly postage: bigint;
  readonly networkFee: bigint;
  readonly total: bigint;
}

/**
 * Sats the inscribed output carries: the long-standing ordinals postage, above every output type's dust
 * limit, so the receiver's wallet keeps it apart from spendable coins.
 */
export const inscriptionPostage = 546n;

// The secp256k1 generator: a valid x-only key. Which key signs does not change a reveal's size.
const sizingKey = Uint8Array.from(
  Buffer.from('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex'),
);

/** A taproot address of the network, standing in for the receiver when none is given (the largest common output). */
function sizingReceiver(network: NetworkName): string {
  const payment = bitcoin.payments.p2tr({ internalPubkey: sizingKey, network: networkParams(network) });
  if (payment.address === undefined) throw new Error('bitcoinjs-lib returned no p2tr address');
  return payment.address;
}

export function brc20Draft(content: string): InscriptionDraft {
  return { contentType: 'text/plain;charset=utf-8', body: new TextEncoder().encode(content) };
}

export function inscriptionCost(request: {
  readonly content: string;
  readonly repeat: number;
  readonly feeRate: bigint;
  readonly receiveAddress: string | undefined;
  readonly network: NetworkName;
}): InscriptionCost {
  const draft = brc20Draft(request.content);
  const receiver = request.receiveAddress ?? sizingReceiver(request.network);
  const revealFee =
    revealCommitValue({
      inscriptions: [draft],
      revealPublicKey: sizingKey,
      internalPublicKey: sizingKey,
      destinations: [{ address: receiver, value: inscriptionPostage }],
      feeRate: request.feeRate,
      network: request.network,
    }) - inscriptionPostage;
  const revealSize = revealFee / request.feeRate;
  const commitSize = estimateVirtualSize(1, request.repeat + 1);
  const repeat = BigInt(request.repeat);
  const networkFee = (commitSize + revealSize * repeat) * request.feeRate;
  const postage = inscriptionPostage * repeat;
  return {
    contentSize: draft.body.length,
    commitSize,
    revealSize,
    postage,
    networkFee,
    total: networkFee + postage,
  };
}
