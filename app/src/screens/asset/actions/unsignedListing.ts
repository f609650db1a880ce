import { buildListingPsbt, hexToBytes, type NetworkName, parseAddress } from '@ordmarket/protocol';

export interface ListingTerms {
  /** The output holding the inscription, `txid:vout`, as the marketplace indexed it. */
  readonly output: string;
  readonly outputValue: number;
  /** The address holding the inscription: its output script is that address's. */
  readonly ownerAddress: string;
  /** Hex, as the wallet reports it for the owner address. */
  readonly sellerPublicKey: string;
  /** Where the buyer's payment goes. */
  readonly receiveAddress: string;
  readonly priceSats: bigint;
  readonly network: NetworkName;
}

/** The listing the seller's wallet signs (SINGLE|ANYONECANPAY), in base64 as wallets take it. */
export function unsignedListing(terms: ListingTerms): string {
  const [txid = '', vout = ''] = terms.output.split(':');
  const psbt = buildListingPsbt({
    inscriptionOutput: {
      txid,
      vout: Number(vout),
      value: BigInt(terms.outputValue),
      script: parseAddress(terms.ownerAddress, terms.network).outputScript,
    },
    sellerPublicKey: hexToBytes(terms.sellerPublicKey),
    priceSats: terms.priceSats,
    sellerReceiveAddress: terms.receiveAddress,
    network: terms.network,
  });
  return psbt.toBase64();
}
