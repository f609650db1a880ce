import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devnetOf,
  hookTimeout,
  inscribeFor,
  inscriptions,
  listings,
  listSigned,
  type MarketUnderTest,
  mineAndIndex,
  openMarket,
  embeddedTestDatabases,
  testSeller,
} from '@ordmarket/server/testing';
import { createApiClient } from '../api/apiClient';
import { createTokenStore } from '../api/tokenStore';
import type { PaymentSnackRequest } from '../stores/overlays/overlaysStore';
import { signInWithWallet } from '../wallet/connect/signInWithWallet';
import { MemoryStorage } from '@ordmarket/ui/testing';
import type { SentDummyTransaction } from '@ordmarket/ui';
import { devnetConnector } from '../wallet';
import { buyListings, type BuyingParts } from './buyListings';

const seller = testSeller(23);

/** The app's buy against a real server: the devnet wallet signs, the market merges, checks and broadcasts. */
describe.each(embeddedTestDatabases)('buying with the devnet wallet against a real server ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  const storage = new MemoryStorage();
  const tokens = createTokenStore(storage);
  const toasts: string[] = [];
  const snacks: PaymentSnackRequest[] = [];
  const readBeforePurchase: SentDummyTransaction[] = [];
  const pending: string[] = [];

  beforeAll(async () => {
    market = await openMarket(testDatabase);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('prepares the dummies on the first try, then buys the inscription into the wallet', async () => {
    const baseUrl = market.server.url;
    const pageFetch = (input: string, init?: RequestInit) => fetch(input, init);
    const wallet = devnetConnector({ fetch: pageFetch, baseUrl, storage });
    const connection = await wallet.connect();
    const api = createApiClient({
      baseUrl,
      tokenStore: tokens,
      notify: (error) => toasts.push(error.msg),
      onSessionExpired: () => undefined,
    });
    tokens.save(await signInWithWallet(api, wallet, connection));

    const inscriptionId = await inscribeFor(market, seller, 'bought in the app');
    const sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000023');
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 30_000n);
    await devnetOf(market).faucet(connection.address, 400_000n);
    await mineAndIndex(market);

    const parts: BuyingParts = {
      api,
      wallet,
      payer: { publicKey: connection.paymentPublicKey },
      showReadBeforePurchase: (sent) => readBeforePurchase.push(sent),
      onDummiesPending: (txid) => pending.push(txid),
      showPaymentSnack: (request) => snacks.push(request),
      explain: (error) => (error instanceof Error ? error.message : String(error)),
      onStep: () => undefined,
    };
    const request = { market: 'nft' as const, orderIds: [orderId], feeRate: 2 };
    expect(await buyListings(parts, request)).toBe('preparingDummies');
    expect(readBeforePurchase).toEqual([{ makes: 2, networkFee: expect.any(Number) as number }]);
    expect(readBeforePurchase[0]?.networkFee).toBeGreaterThan(0);
    // Until the dummies confirm, buying again waits instead of making more.
    expect(await buyListings(parts, request)).toBe('dummiesPending');
    expect(pending).toHaveLength(2);
    expect(new Set(pending).size).toBe(1);
    await mineAndIndex(market);

    expect(await buyListings(parts, request)).toBe('bought');
    expect(snacks).toEqual([{ type: 'success' }]);
    // The missing dummies are explained by the read-before-purchase dialog, never by a toast.
    expect(toasts).toEqual([]);
    await mineAndIndex(market);
    const [row] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    expect(row).toMatchObject({ ownerAddress: connection.address, offset: 0n });
    const [order] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(order?.status).toBe('sold');
  }, 60_000);
});
