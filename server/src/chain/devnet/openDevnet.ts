import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/database';
import { assetsOfEach, unknownAssets } from '../coinAssets';
import { ChainRejection, type RecommendedFees } from '../ChainSource';
import { defaultBlockMaxVsize } from './chainRules';
import type { Devnet, MinedBlock, MineOptions } from './Devnet';
import { checkFaucetRequest, faucetTransaction } from './faucet';
import { acceptToMempool } from './mempool/acceptToMempool';
import { recommendFees } from './mempool/recommendFees';
import { testAccept } from './mempool/testAccept';
import { disconnectBlocks } from './mining/disconnectBlocks';
import { mineBlock } from './mining/mineBlock';
import { mempoolEntries, tipBlock } from './store/chainQueries';
import { esploraReads } from './store/esploraReads';
import { writeLock } from './store/writeLock';
import { loadTreasury } from './treasury';
import { decodeTransaction } from './validation/decodeTransaction';

/** Enough to pass the faucet's dust check for any address: only the address itself is being checked. */
const dustLimitOfAnyScript = 1_000n;

export interface DevnetOptions {
  readonly log: Logger;
  /** Largest block the miner assembles, in vB. */
  readonly blockMaxVsize?: number;
}

export interface OpenedDevnet extends Devnet {
  /** Where the devnet's coinbases and faucet change go. */
  readonly treasuryAddress: string;
}

/**
 * The genesis block's time (3 January 2025, after Bitcoin's own): fixed and in the past, so history mined
 * later with backdated times (the seeded market's weeks of sales) still comes after it.
 */
const genesisTime = Date.UTC(2025, 0, 3, 18, 15, 5) / 1000;

/**
 * Opens the embedded chain stored in `database` (creating its treasury and genesis block on first use). It
 * mines only on demand until `mineEvery` starts its block timer.
 */
export async function openDevnet(database: DatabaseHandle, options: DevnetOptions): Promise<OpenedDevnet> {
  const blockMaxVsize = options.blockMaxVsize ?? defaultBlockMaxVsize;
  const { write, idle } = writeLock(database.db);
  const treasury = await write(async (db) => {
    const loaded = await loadTreasury(db);
    if ((await tipBlock(db)) === undefined) {
      await mineBlock(db, loaded.outputScript, blockMaxVsize, genesisTime);
    }
    return loaded;
  });
  const reads = esploraReads(database.db, 'devnet');

  const mine = (count: number, options: MineOptions = {}): Promise<MinedBlock[]> => {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`Cannot mine ${count} blocks`);
    const { timestamp, payoutAddress } = options;
    if (timestamp !== undefined && (!Number.isInteger(timestamp) || timestamp < 0 || timestamp > Date.now() / 1000))
      throw new RangeError(
        `Cannot mine a block at ${timestamp}: a block time is whole unix seconds, not in the future`,
      );
    const payoutScript =
      payoutAddress === undefined ? treasury.outputScript : checkFaucetRequest(payoutAddress, dustLimitOfAnyScript);
    return write(async (db) => {
      const blocks: MinedBlock[] = [];
      for (let n = 0; n < count; n += 1) blocks.push(await mineBlock(db, payoutScript, blockMaxVsize, timestamp));
      return blocks;
    });
  };

  let timer: NodeJS.Timeout | undefined;
  const mineEvery = (seconds: number) => {
    clearInterval(timer);
    timer = undefined;
    if (seconds <= 0) return;
    timer = setInterval(() => {
      mine(1).catch((error: unknown) => {
        options.log.error({ err: error }, 'devnet block timer failed to mine');
      });
    }, seconds * 1000);
    timer.unref();
  };

  return {
    network: 'devnet',
    treasuryAddress: treasury.address,
    ...reads,
    recommendedFees: async (): Promise<RecommendedFees> =>
      recommendFees(await mempoolEntries(database.db), blockMaxVsize),
    broadcast: async (transactionHex) => {
      const tx = decodeTransaction(transactionHex);
      return write((db) => acceptToMempool(db, tx));
    },
    testAccept: (transactions) => testAccept(write, transactions),
    coinAssets: (outpoints) => Promise.resolve(assetsOfEach(outpoints, unknownAssets('devnet'))),
    faucet: async (address, sats) => {
      const outputScript = checkFaucetRequest(address, sats);
      return write(async (db) => {
        const tx = await faucetTransaction(db, treasury, outputScript, sats, async () => {
          await mineBlock(db, treasury.outputScript, blockMaxVsize);
        });
        try {
          return await acceptToMempool(db, tx);
        } catch (error) {
          // The faucet builds what the rules accept; a refusal here is a devnet bug, not the caller's.
          if (error instanceof ChainRejection)
            throw new Error(`the devnet refused its own faucet payment: ${error.message}`);
          throw error;
        }
      });
    },
    mine,
    mineEvery,
    rollback: async (count) => {
      if (!Number.isInteger(count) || count < 1) throw new RangeError(`Cannot roll back ${count} blocks`);
      await write((db) => disconnectBlocks(db, count));
    },
    close: async () => {
      clearInterval(timer);
      await idle();
    },
  };
}
