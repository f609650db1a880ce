import { serverCurve } from '../../crypto/serverCurve';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { bitcoin, bytesToHex, dustLimit, hashFromTxid, parseAddress, satsPerBtc } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { devnetOutputs } from '../../db/schema';
import { DevnetRefusal } from './DevnetRefusal';
import type { Treasury } from './treasury';

export const faucetMaximum = 1_000n * satsPerBtc;
/** Above the 1 sat/vB floor so faucet payments are mined ahead of minimum-fee transactions. */
const faucetFeeRate = 2n;
/** Each mined block pays the treasury; give up long before this if something is wrong. */
const maxFundingBlocks = 64;

interface TreasuryCoin {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
}

/** A p2wpkh payment's size: 10.5 vB of overhead, 68 per input, 31 (p2wpkh) to 43 (p2tr, p2wsh) per output. */
function estimatedVsize(inputs: number): bigint {
  return 11n + 68n * BigInt(inputs) + 43n * 2n;
}

/** Refuses what the faucet never pays: another network's address, dust, or more than the cap. */
export function checkFaucetRequest(address: string, sats: bigint): Uint8Array {
  let outputScript: Uint8Array;
  try {
    outputScript = parseAddress(address, 'devnet').outputScript;
  } catch {
    throw new DevnetRefusal(`Not a devnet address: "${address}". Devnet addresses start with tb1.`);
  }
  const dust = dustLimit(outputScript);
  if (sats < dust) throw new DevnetRefusal(`${sats} sats is below the dust limit of ${dust} sats for this address`);
  if (sats > faucetMaximum) throw new DevnetRefusal(`The faucet pays at most ${faucetMaximum} sats (1,000 BTC)`);
  return outputScript;
}

async function treasuryCoins(db: Database, treasury: Treasury): Promise<TreasuryCoin[]> {
  return db
    .select({ txid: devnetOutputs.txid, vout: devnetOutputs.vout, value: devnetOutputs.value })
    .from(devnetOutputs)
    .where(and(eq(devnetOutputs.script, bytesToHex(treasury.outputScript)), isNull(devnetOutputs.spentByTxid)))
    .orderBy(desc(devnetOutputs.value));
}

/** Largest coins first, until they cover the payment and the fee for that many inputs. */
function pickCoins(coins: readonly TreasuryCoin[], sats: bigint): { picked: TreasuryCoin[]; fee: bigint } | undefined {
  const picked: TreasuryCoin[] = [];
  let total = 0n;
  for (const coin of coins) {
    picked.push(coin);
    total += coin.value;
    const fee = estimatedVsize(picked.length) * faucetFeeRate;
    if (total >= sats + fee) return { picked, fee };
  }
  return undefined;
}

/**
 * Builds and signs the treasury's payment of `sats` to `outputScript`. When the treasury's coins (confirmed,
 * or its own unconfirmed change) do not cover it, blocks are mined to the treasury first. Coinbase maturity
 * (100 blocks on Bitcoin) is not enforced on the devnet, so a fresh coinbase pays at once.
 */
export async function faucetTransaction(
  db: Database,
  treasury: Treasury,
  outputScript: Uint8Array,
  sats: bigint,
  mineToTreasury: () => Promise<void>,
): Promise<bitcoin.Transaction> {
  let selection = pickCoins(await treasuryCoins(db, treasury), sats);
  for (let mined = 0; selection === undefined && mined < maxFundingBlocks; mined += 1) {
    await mineToTreasury();
    selection = pickCoins(await treasuryCoins(db, treasury), sats);
  }
  if (selection === undefined) throw new DevnetRefusal('The devnet treasury cannot fund this payment');
  const { picked, fee } = selection;
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  for (const coin of picked) tx.addInput(hashFromTxid(coin.txid), coin.vout, 0xfffffffd);
  tx.addOutput(outputScript, sats);
  const change = picked.reduce((sum, coin) => sum + coin.value, 0n) - sats - fee;
  // Change below dust is left to the miner rather than creating an output nobody relays.
  if (change >= dustLimit(treasury.outputScript)) tx.addOutput(treasury.outputScript, change);
  const scriptCode = bitcoin.payments.p2pkh({ pubkey: treasury.publicKey }).output;
  if (scriptCode === undefined) throw new Error('bitcoinjs-lib gave no p2pkh script code');
  picked.forEach((coin, index) => {
    const hash = tx.hashForWitnessV0(index, scriptCode, coin.value, bitcoin.Transaction.SIGHASH_ALL);
    const signature = bitcoin.script.signature.encode(
      serverCurve.sign(hash, treasury.privateKey),
      bitcoin.Transaction.SIGHASH_ALL,
    );
    tx.setWitness(index, [signature, treasury.publicKey]);
  });
  return tx;
}
