import { addressFromOutputScript } from '../address/addressFromScript';
import { bitcoin } from '../bitcoin';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { maximumPriceSats, minimumPriceSats } from '../units/priceBounds';
import { decodePsbt } from './decodePsbt';
import { listingMessages } from './listingMessages';
import type { InscriptionOutput } from './listingTerms';
import { sellerSignatureClaim } from './sellerSignature';
import type { SignatureClaim } from '../signatures/signatureClaim';
import { signatureHolds } from '../signatures/verifiedSignatures';
import { witnessStack } from './witnessStack';
import { txidFromHash } from '../txid';
import type { ProtectedLock } from '../protection/protectedLock';
import { isProtectedSaleInput, protectedSaleSignature } from '../protection/protectedSale';

/** Where the inscription is now: its output as the chain reports it, and the sat's offset inside it. */
export interface InscriptionLocation extends InscriptionOutput {
  offset: bigint;
}

export interface VerifiedListing {
  priceSats: bigint;
  sellerAddress: string;
  /** The seller's payment output script, for the buyer's transaction. */
  sellerOutputScript: Uint8Array;
  /** The signed input's witness, merged into the buyer's transaction as is. */
  sellerWitness: Uint8Array[];
  /**
   * What the signature also commits to, so the buyer's transaction must repeat them: the input's sequence and
   * the transaction's version and lock time.
   */
  sequence: number;
  version: number;
  locktime: number;
  /**
   * A protected listing's lock: the seller signed its script path, and the market's signature over the whole
   * purchase completes the witness (under `sellerWitness`). Absent for an ordinary listing.
   */
  protection?: ProtectedLock;
}

const refuse = (code: string, message: string): never => {
  throw new ProtocolError(code, message);
};

/** A listing read and checked in every way but the curve's, with the one signature that still has to hold. */
interface ReadListing {
  listing: VerifiedListing;
  signature: SignatureClaim;
}

/**
 * Checks a seller-signed listing against where the inscription really is, and reads the price from it.
 * The signature is verified against the chain's own script and amount, never the PSBT's claims about them,
 * so a signature made for another output or amount is refused.
 */
export function verifySellerListing(
  psbtText: string,
  inscription: InscriptionLocation,
  network: NetworkName,
  marketKey?: Uint8Array,
): VerifiedListing {
  const { listing, signature } = readSellerListing(psbtText, inscription, network, marketKey);
  if (!signatureHolds(signature)) refuse('seller-signature-invalid', listingMessages.cannotValidate);
  return listing;
}

/**
 * verifySellerListing with the curve's work handed to `verify`, which may run it elsewhere (the server checks
 * signatures on worker threads, so a burst of listings uses every core and never stalls other requests).
 */
export async function verifySellerListingWith(
  psbtText: string,
  inscription: InscriptionLocation,
  network: NetworkName,
  verify: (claim: SignatureClaim) => Promise<boolean>,
  marketKey?: Uint8Array,
): Promise<VerifiedListing> {
  const { listing, signature } = readSellerListing(psbtText, inscription, network, marketKey);
  if (!(await verify(signature))) refuse('seller-signature-invalid', listingMessages.cannotValidate);
  return listing;
}

/**
 * Every check of verifySellerListing but the curve's: the refusals it makes before the signature is verified. With
 * the market's co-signing key, a protected sale (signed on its lock's script path, not finalized) is read too.
 */
function readSellerListing(
  psbtText: string,
  inscription: InscriptionLocation,
  network: NetworkName,
  marketKey: Uint8Array | undefined,
): ReadListing {
  const psbt = decodePsbt(psbtText);
  const inputs = psbt.data.inputs;
  const [input] = inputs;
  const isProtected = marketKey !== undefined && input !== undefined && isProtectedSaleInput(input);
  if (
    !isProtected &&
    (inputs.length === 0 || !inputs.every((each) => each.finalScriptWitness ?? each.finalScriptSig))
  ) {
    refuse('psbt-not-finalized', listingMessages.notFinalized);
  }
  const signedTx = signedTransaction(psbt);
  const [txInput] = signedTx.ins;
  const [sellerOutput] = signedTx.outs;
  if (inputs.length !== 1 || signedTx.outs.length !== 1 || !input || !txInput || !sellerOutput) {
    return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
  }
  const spends = txidFromHash(txInput.hash);
  if (spends !== inscription.txid.toLowerCase() || txInput.index !== inscription.vout) {
    refuse('listing-does-not-match', listingMessages.doesNotMatch);
  }
  if (inscription.offset < 0n || inscription.offset >= inscription.value) {
    refuse('listing-does-not-match', listingMessages.doesNotMatch);
  }
  const { witness, signature, protection } = isProtected
    ? protectedSale(signedTx, input, inscription, marketKey)
    : ordinarySale(signedTx, input, inscription);
  if (sellerOutput.value < minimumPriceSats) refuse('price-too-low', listingMessages.priceTooLow);
  if (sellerOutput.value > maximumPriceSats) refuse('price-too-high', listingMessages.priceTooHigh);
  const sellerAddress = addressFromOutputScript(sellerOutput.script, network);
  if (!sellerAddress) return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
  const listing = {
    priceSats: sellerOutput.value,
    sellerAddress,
    sellerOutputScript: sellerOutput.script,
    sellerWitness: witness,
    sequence: txInput.sequence,
    version: signedTx.version,
    locktime: signedTx.locktime,
    ...(protection === undefined ? {} : { protection }),
  };
  return { listing, signature };
}

interface SaleSignature {
  witness: Uint8Array[];
  signature: SignatureClaim;
  protection?: ProtectedLock;
}

type ListingInput = bitcoin.Psbt['data']['inputs'][number];

/** An ordinary listing's finalized key-path (or p2wpkh) witness and the claim of its one signature. */
function ordinarySale(
  signedTx: bitcoin.Transaction,
  input: ListingInput,
  inscription: InscriptionLocation,
): SaleSignature {
  const witness = input.finalScriptWitness ? witnessStack(input.finalScriptWitness) : undefined;
  if (!witness) return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
  if (witness.length === 0 || witness.every((item) => item.length === 0)) {
    refuse('psbt-not-signed', listingMessages.notSigned);
  }
  const prevouts = { scripts: [inscription.script], values: [inscription.value] };
  const signature = sellerSignatureClaim(signedTx, 0, prevouts, witness);
  if (!signature) return refuse('seller-signature-invalid', listingMessages.cannotValidate);
  return { witness, signature };
}

/** A protected listing's script-path signature, its lock read against the market's key. */
function protectedSale(
  signedTx: bitcoin.Transaction,
  input: ListingInput,
  inscription: InscriptionLocation,
  marketKey: Uint8Array,
): SaleSignature {
  const sale = protectedSaleSignature(signedTx, input, inscription, marketKey);
  return { witness: sale.witness, signature: sale.claim, protection: sale.lock };
}

/**
 * The transaction the seller signed: the PSBT's unsigned transaction (witnesses are not part of what is signed).
 * Read from its bytes rather than psbt.txOutputs, which works out every output's address on each read.
 */
function signedTransaction(psbt: bitcoin.Psbt): bitcoin.Transaction {
  return bitcoin.Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer());
}
