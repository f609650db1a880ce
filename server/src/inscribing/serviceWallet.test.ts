import { inspect } from 'node:util';
import { serverCurve } from '../crypto/serverCurve';
import { bytesToHex, networkParams } from '@ordmarket/protocol';
import { BIP32Factory } from 'bip32';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestPglite } from '../testing/testDatabases';
import { serverSettings } from '../db/schema';
import { openServiceWallet } from './serviceWallet';

const bip32 = BIP32Factory(serverCurve);
const testnetRoot = bip32.fromSeed(Buffer.alloc(32, 7), networkParams('testnet'));

describe('the service wallet', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestPglite();
  });
  afterAll(() => database.close());

  it('on the devnet is made once and kept: a restart derives the same addresses', async () => {
    const first = await openServiceWallet(database.db, 'devnet', undefined, undefined);
    const again = await openServiceWallet(database.db, 'devnet', undefined, undefined);
    expect(again.keyAt(5).address).toBe(first.keyAt(5).address);
    expect(again.feeAddress).toBe(first.feeAddress);
    expect(first.keyAt(5).address).toMatch(/^tb1p/);
    expect(first.keyAt(5).address).not.toBe(first.keyAt(6).address);
    expect(await database.db.$count(serverSettings)).toBeGreaterThan(0);
  });

  it('never prints or serialises its key', async () => {
    const wallet = await openServiceWallet(database.db, 'devnet', undefined, undefined);
    const [seed] = await database.db.select().from(serverSettings);
    expect(JSON.stringify({ wallet })).toBe('{"wallet":"[service wallet]"}');
    expect(inspect(wallet)).toBe('[service wallet]');
    expect(JSON.stringify(wallet.keyAt(1))).not.toContain(seed?.value.slice(0, 16));
  });

  it('on a real network comes from SERVICE_WALLET_XPRV, as BIP86 children of it', async () => {
    const wallet = await openServiceWallet(database.db, 'testnet', testnetRoot.toBase58(), 'NETWORK=testnet');
    const child = testnetRoot.derivePath("m/86'/1'/0'/0/3");
    expect(bytesToHex(wallet.keyAt(3).internalKey)).toBe(bytesToHex(child.publicKey.subarray(1)));
  });

  it('on a real network refuses to start without a usable key, naming the setting', async () => {
    await expect(openServiceWallet(database.db, 'mainnet', undefined, 'NETWORK=mainnet')).rejects.toThrow(
      'SERVICE_WALLET_XPRV: required on NETWORK=mainnet',
    );
    await expect(openServiceWallet(database.db, 'mainnet', testnetRoot.toBase58(), 'NETWORK=mainnet')).rejects.toThrow(
      'SERVICE_WALLET_XPRV: not an extended private key of NETWORK=mainnet.',
    );
    await expect(
      openServiceWallet(database.db, 'testnet', testnetRoot.neutered().toBase58(), 'NETWORK=testnet'),
    ).rejects.toThrow('a public key cannot sign');
  });
});
