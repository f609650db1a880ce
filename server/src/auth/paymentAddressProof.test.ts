import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { userAddresses } from '../db/schema';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { call, requestChallenge, type Tokens } from './testing/authTestClient';
import { testWallet } from './testing/testWallet';

/** Xverse signs in with its ordinals address and pays from another: its payment address proves itself in the same login. */
describe.each(testDatabases)('a payment address proven at sign-in ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  const ordinals = testWallet(51, 'taproot');
  const payment = testWallet(52, 'nestedSegwit');
  const stranger = testWallet(53, 'nestedSegwit');

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const login = async (signer: typeof payment) => {
    const challenge = await requestChallenge(server.url, ordinals.address);
    return call<Tokens>(server.url, '/api/v1/user/ordinals/login', {
      challenge_id: challenge.data.challenge_id,
      address: ordinals.address,
      signature: ordinals.sign(challenge.data.message),
      public_key: ordinals.publicKey,
      wallet: 'xverse',
      payment_address: payment.address,
      payment_signature: signer.sign(challenge.data.message),
      payment_public_key: payment.publicKey,
    });
  };

  it("links the payment address to the user when it signed the same message, and refuses another key's signature", async () => {
    const forged = await login(stranger);
    expect([forged.status, forged.code]).toEqual([401, 10020003]);
    const answer = await login(payment);
    expect(answer.code).toBe(0);
    const rows = await database.db.select().from(userAddresses);
    const owners = new Map(rows.map((row) => [row.address, row.userId]));
    expect(owners.get(payment.address)).toBeDefined();
    expect(owners.get(payment.address)).toBe(owners.get(ordinals.address));
  });
});
