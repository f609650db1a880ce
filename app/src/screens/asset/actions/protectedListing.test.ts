import { parseAddress } from '@ordmarket/protocol';
import {
  devnetOf,
  embeddedTestDatabases,
  hookTimeout,
  inscribeFor,
  mineAndIndex,
  openMarket,
  type MarketUnderTest,
} from '@ordmarket/server/testing';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../api/apiClient';
import { createTokenStore } from '../../../api/tokenStore';
import { signInWithWallet } from '../../../wallet/connect/signInWithWallet';
import { devnetConnector, type DevnetConnector, type WalletConnection } from '../../../wallet';
import { lockAndList, listLocked, UnexpectedLockError, type ProtectedListingParts } from './protectedListing';

/** The app's protected listing against a real server: the devnet wallet signs the lock and its sale on the leaf. */
describe.each(embeddedTestDatabases)('protected listing with the devnet wallet ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let wallet: DevnetConnector;
  let connection: WalletConnection;
  let api: ApiClient;
  const toasts: string[] = [];

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    const baseUrl = market.server.url;
    const storage = new MemoryStorage();
    const tokens = createTokenStore(storage);
    wallet = devnetConnector({ fetch: (input, init) => fetch(input, init), baseUrl, storage });
    connection = await wallet.connect();
    api = createApiClient({
      baseUrl,
      tokenStore: tokens,
      notify: (error) => toasts.push(error.msg),
      onSessionExpired: () => undefined,
    });
    tokens.save(await signInWithWallet(api, wallet, connection));
    await devnetOf(market).faucet(connection.address, 200_000n);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  const parts = (): ProtectedListingParts => ({
    api,
    wallet,
    sellerPublicKey: connection.publicKey,
    network: 'devnet',
  });
  const detail = async (inscriptionId: string) =>
    api.post('/btc/ordinals/get_inscription_detail', { inscription_id: inscriptionId });
  /** An inscription sent to the devnet wallet's own address. */
  const owned = (body: string) =>
    inscribeFor(
      market,
      {
        address: connection.address,
        script: parseAddress(connection.address, 'devnet').outputScript,
        publicKey: new Uint8Array(33),
        signer: { publicKey: new Uint8Array(33), sign: () => new Uint8Array(64) },
      },
      body,
    );

  it('locks and lists in one go: on sale, protected, once the lock is indexed; repriced on the same lock', async () => {
    const inscriptionId = await owned('protected in the app');
    const txid = await lockAndList(
      { ...parts(), payer: { publicKey: connection.paymentPublicKey }, feeRate: 2 },
      { inscriptionId, priceSats: 250_000n, receiveAddress: connection.address },
    );
    expect(toasts).toEqual([]);
    expect(await devnetOf(market).transactionStatus(txid)).toMatchObject({ confirmed: false });
    expect(await detail(inscriptionId)).toMatchObject({ status: 'normal', waiting_price: 250_000 });

    await mineAndIndex(market);
    await market.server.purchaseSweeper.sweepOnce();
    const listed = await detail(inscriptionId);
    expect(listed).toMatchObject({
      status: 'on_list',
      sale_price: 250_000,
      protected: true,
      locked: true,
      owner_address: connection.address,
      output: `${txid}:0`,
    });

    await listLocked(parts(), {
      inscriptionId,
      priceSats: 300_000n,
      receiveAddress: connection.address,
      output: listed.output,
      outputValue: listed.value,
    });
    expect(await detail(inscriptionId)).toMatchObject({ status: 'on_list', sale_price: 300_000, protected: true });
  });

  it('signs nothing when the market builds a lock that is not the seller key with its published key', async () => {
    const inscriptionId = await owned('not locked by a stranger');
    const signed: string[] = [];
    // A market answering a lock address other than the lock of the seller's key with its published key.
    const lying: ProtectedListingParts['api'] = {
      recordPayment: (path, body) => api.recordPayment(path, body),
      post: (async (path: string, body: never) => {
        const answer: unknown = await api.post(path as '/btc/ordinals/prepare_protect', body);
        return path === '/btc/ordinals/prepare_protect'
          ? { ...(answer as object), lock_address: connection.address }
          : answer;
      }) as ApiClient['post'],
    };
    await expect(
      lockAndList(
        {
          ...parts(),
          api: lying,
          wallet: { signPsbt: (psbt) => (signed.push(psbt), Promise.resolve(psbt)) },
          payer: { publicKey: connection.paymentPublicKey },
          feeRate: 2,
        },
        { inscriptionId, priceSats: 250_000n, receiveAddress: connection.address },
      ),
    ).rejects.toThrow(UnexpectedLockError);
    expect(signed).toEqual([]);
  });
});
