import { parseAddress } from '../address/parseAddress';
import { outputScriptType } from '../address/scriptType';
import { bitcoin } from '../bitcoin';
import { maximumPriceSats, minimumPriceSats } from '../units/priceBounds';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { listingMessages } from './listingMessages';
import { sellerSighash, type InscriptionOutput } from './listingTerms';
import { equalBytes } from '../bytes';

export interface ListingRequest {
  /** The output that holds the inscription now, as the chain reports it. */
  inscriptionOutput: InscriptionOutput;
  /** The seller's public key (33-byte compressed or 32-byte x-only): a taproot input needs it as its internal key. */
  sellerPublicKey: Uint8Array;
  priceSats: bigint;
  /** Where the buyer's payment goes. */
  sellerReceiveAddress: string;
  network: NetworkName;
}

/**
 * The unsigned listing the seller's wallet signs: the inscription's output as the only input, the price to
 * the seller as the only output, and SIGHASH_SINGLE|ANYONECANPAY so a buyer can later add inputs and
 * outputs around this pair without breaking the signature.
 */
export function buildListingPsbt(request: ListingRequest): bitcoin.Psbt {
  const { inscriptionOutput, sellerPublicKey, priceSats, sellerReceiveAddress, network } = request;
  if (priceSats < minimumPriceSats) throw new ProtocolError('price-too-low', listingMessages.priceTooLow);
  if (priceSats > maximumPriceSats) throw new ProtocolError('price-too-high', listingMessages.priceTooHigh);
  const payTo = parseAddress(sellerReceiveAddress, network).outputScript;
  const psbt = new bitcoin.Psbt({ network: networkParams(network) });
  const input: Parameters<bitcoin.Psbt['addInput']>[0] = {
    hash: inscriptionOutput.txid,
    index: inscriptionOutput.vout,
    witnessUtxo: { script: inscriptionOutput.script, value: inscriptionOutput.value },
    sighashType: sellerSighash,
  };
  const scriptType = outputScriptType(inscriptionOutput.script);
  if (scriptType === 'p2tr') {
    const internalPubkey = sellerPublicKey.length === 33 ? sellerPublicKey.subarray(1) : sellerPublicKey;
    const expected = bitcoin.payments.p2tr({ internalPubkey }).output;
    if (!expected || !equalBytes(expected, inscriptionOutput.script)) {
      throw new ProtocolError('seller-key-mismatch', 'The seller key does not own the inscription output');
    }
    input.tapInternalKey = internalPubkey;
  } else if (scriptType !== 'p2wpkh') {
    throw new ProtocolError('unsupported-seller-script', 'Only taproot and native segwit outputs can be listed');
  }
  psbt.addInput(input);
  psbt.addOutput({ script: payTo, value: priceSats });
  return psbt;
}
