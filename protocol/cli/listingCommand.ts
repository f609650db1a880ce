import { decodePsbt, networkNames, verifySellerListing, type NetworkName } from '../src/index';
import { UsageError } from './UsageError';

const usage =
  'usage: ordmarket listing verify <psbt-base64-or-hex> --inscription-output <txid:vout[:offset]> --network <mainnet|testnet|signet>';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function satpoint(text: string): { txid: string; vout: number; offset: bigint } {
  const match = /^([0-9a-fA-F]{64}):(\d+)(?::(\d+))?$/.exec(text);
  if (!match?.[1] || !match[2]) throw new UsageError(`--inscription-output must be txid:vout[:offset], got ${text}`);
  return { txid: match[1].toLowerCase(), vout: Number(match[2]), offset: BigInt(match[3] ?? '0') };
}

/**
 * `ordmarket listing verify ...`: the verified listing as JSON. With no chain at hand, the signature is checked
 * against the prevout the PSBT itself carries (witnessUtxo); the server checks against the chain's copy.
 */
export function listingCommand(args: readonly string[]): unknown {
  const [subcommand, psbtText] = args;
  const output = option(args, '--inscription-output');
  const network = option(args, '--network');
  if (subcommand !== 'verify' || !psbtText || !output || !network) throw new UsageError(usage);
  const chain = networkNames.find((name): name is NetworkName => name === network);
  if (!chain) throw new UsageError(`--network must be one of ${networkNames.join(', ')}`);
  const prevout = decodePsbt(psbtText).data.inputs[0]?.witnessUtxo;
  const location = satpoint(output);
  const verified = verifySellerListing(
    psbtText,
    { ...location, value: prevout?.value ?? 0n, script: prevout?.script ?? new Uint8Array() },
    chain,
  );
  return { priceSats: verified.priceSats, sellerAddress: verified.sellerAddress };
}
