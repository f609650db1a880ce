import {
  bitcoin,
  buildListingPsbt,
  buildLockPsbt,
  bytesToHex,
  hexToBytes,
  buildProtectedListingPsbt,
  protectedLock,
  protectedLockAddress,
  type InscriptionLocation,
  type ProtectedLock,
  type WalletUtxo,
} from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscriptions, listings, marketTransactions } from '../../db/schema';
import { reveal, text } from '../../indexer/testing/indexerTestKit';
import { testDatabases } from '../../testing/testDatabases';
import {
  hookTimeout,
  openMarket,
  seedCollection,
  testSeller,
  type MarketUnderTest,
} from '../nft/testing/marketTestKit';
import {
  buyListing,
  devnetOf,
  fundWith,
  listSigned,
  mineAndIndex,
  payerOf,
  signAsWallet,
  taprootBuyer,
} from '../nft/testing/purchaseTestKit';
import { protectingWallet } from './testing/protectedSaleKit';
import { takeListing, type WalletCoin } from './testing/replacementTestKit';

const seller = protectingWallet(211);
const buyer = taprootBuyer(212);
const sniper = taprootBuyer(213);
const ordinarySeller = testSeller(214);
const price = 1_000_000n;

/**
 * A protected listing through the market: the seller locks the inscription and lists its sale, the market's answer
 * names it protected, a purchase gets the market's co-signature on the server, a sniper's copy of the broadcast
 * purchase is refused by the chain, and the sale settles once; a sweep mixes it with an ordinary listing.
 */
describe.each(testDatabases)('protected listings through the market ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  let buyerToken: string;

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    sellerToken = await market.tokenFor(seller.keys.address, '00000000-0000-4000-8000-000000000211');
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000212');
    await fundWith(market, buyer, [600n, 600n, 600n, 600n, 600n, 10_000_000n, 5_000_000n]);
    await fundWith(market, sniper, [600n, 2_000_000n]);
    for (let coin = 0; coin < 6; coin += 1) await devnetOf(market).faucet(seller.keys.address, 100_000n);
    await mineAndIndex(market);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  const marketKey = () => market.server.services.purchases.coSigner.publicKey;
  const sellerCoins = async (): Promise<WalletUtxo[]> =>
    (await devnetOf(market).addressUtxos(seller.keys.address))
      .filter((utxo) => utxo.value === 100_000)
      .map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value), inscriptions: 'none' }));

  /** The seller's new inscription, moved into a lock with the market's key, mined and indexed. */
  async function lockedInscription(
    body: string,
  ): Promise<{ inscriptionId: string; lock: ProtectedLock; locked: InscriptionLocation }> {
    const { txid } = await reveal(
      devnetOf(market),
      [text(body)],
      [{ address: seller.keys.address, script: seller.keys.outputScript, value: 10_000n }],
    );
    await mineAndIndex(market);
    const lock = protectedLock(seller.keys.internalKey, marketKey());
    const plan = buildLockPsbt({
      inscriptions: [{ txid, vout: 0, value: 10_000n, script: seller.keys.outputScript, offset: 0n }],
      lock,
      owner: seller.spend,
      payment: seller.spend,
      utxos: (await sellerCoins()).slice(0, 1),
      feeRate: 2n,
      network: 'devnet',
    });
    seller.signOwnInputs(plan.psbt);
    const lockTxid = await devnetOf(market).broadcast(plan.psbt.extractTransaction().toHex());
    await mineAndIndex(market);
    const locked = { txid: lockTxid, vout: 0, value: 10_000n, script: lock.outputScript, offset: 0n };
    return { inscriptionId: `${txid}i0`, lock, locked };
  }

  function protectedSale(lock: ProtectedLock, locked: InscriptionLocation): string {
    const psbt = buildProtectedListingPsbt({
      lockOutput: locked,
      lock,
      priceSats: price,
      sellerReceiveAddress: seller.keys.address,
      network: 'devnet',
    });
    seller.signSale(psbt, 0, lock);
    return psbt.toBase64();
  }

  async function listProtected(inscriptionId: string, psbt: string, token = sellerToken) {
    return market.call('/btc/ordinals/list_for_sale', { inscription_id: inscriptionId, psbt }, token);
  }

  it('lists a locked inscription as protected, buys it with the co-signature, and refuses the snipe', async () => {
    const { inscriptionId, lock, locked } = await lockedInscription('shielded');
    const [indexed] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    expect(indexed?.ownerAddress).toBe(protectedLockAddress(lock, 'devnet'));

    const psbt = protectedSale(lock, locked);
    // The sale's PSBT in another trader's hands lists nothing: the lock names the seller's key.
    const stolen = await listProtected(inscriptionId, psbt, buyerToken);
    expect(stolen.body.msg).toBe(
      `Only the owner of inscription ${inscriptionId} can list it, and your address does not hold it.`,
    );
    const listed = await listProtected(inscriptionId, psbt);
    expect(listed.body.data).toMatchObject({ protected: true, seller_address: seller.keys.address, status: 'on_list' });
    const orderId = (listed.body.data as { order_id: string }).order_id;

    const purchaseTxid = await buyListing(market, buyer, buyerToken, orderId);
    const sent = await devnetOf(market).transactionHex(purchaseTxid);
    expect(sent).toBeDefined();

    const coins = (await devnetOf(market).addressUtxos(sniper.address)).map((utxo) => ({
      txid: utxo.txid,
      vout: utxo.vout,
      value: BigInt(utxo.value),
    }));
    const sniperCoins = (value: number): WalletCoin => {
      const found = coins.find((coin) => coin.value === BigInt(value));
      if (!found) throw new Error(`no ${value}-sat coin`);
      return found;
    };
    const snipe = await takeListing(
      devnetOf(market),
      purchaseTxid,
      locked,
      sniper,
      { small: sniperCoins(600), funding: sniperCoins(2_000_000) },
      30_000n,
    );
    await expect(devnetOf(market).broadcast(snipe.toHex())).rejects.toThrow(/Invalid Schnorr signature/);

    await mineAndIndex(market);
    const [sold] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(sold).toMatchObject({ status: 'sold', buyerAddress: buyer.address, purchaseTxid, isProtected: true });
    const [owned] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    expect(owned?.ownerAddress).toBe(buyer.address);
  });

  it('sweeps a protected listing and an ordinary one in one purchase', async () => {
    const { inscriptionId, lock, locked } = await lockedInscription('shielded in a sweep');
    const shielded = await listProtected(inscriptionId, protectedSale(lock, locked));
    const shieldedOrder = (shielded.body.data as { order_id: string }).order_id;
    const { txid } = await reveal(
      devnetOf(market),
      [text('plain in a sweep')],
      [{ address: ordinarySeller.address, script: ordinarySeller.script, value: 10_000n }],
    );
    await mineAndIndex(market);
    const ordinaryToken = await market.tokenFor(ordinarySeller.address, '00000000-0000-4000-8000-000000000214');
    const plainOrder = await listSigned(market, ordinarySeller, ordinaryToken, `${txid}i0`, 500_000n);

    const orderIds = [shieldedOrder, plainOrder];
    const started = await market.call(
      '/btc/ordinals/buy_ordinals_list',
      { order_ids: orderIds, ...payerOf(buyer) },
      buyerToken,
    );
    expect(started.body.code).toBe(0);
    const sent = await market.call(
      '/btc/ordinals/buy_ordinals_list_send_success',
      { order_ids: orderIds, psbt: signAsWallet(buyer, started.body.data as { psbt: string; buyer_inputs: number[] }) },
      buyerToken,
    );
    expect(sent.body).toMatchObject({ code: 0 });
    const sweepTxid = (sent.body.data as { txid: string }).txid;
    const [stored] = await market.db.select().from(marketTransactions).where(eq(marketTransactions.txid, sweepTxid));
    expect(stored?.status).toBe('broadcast');
    await mineAndIndex(market);
    const bought = await market.db.select().from(listings).where(eq(listings.purchaseTxid, sweepTxid));
    expect(bought.map((row) => [row.status, row.isProtected]).sort()).toEqual([
      ['sold', false],
      ['sold', true],
    ]);
  });

  it("cancels a protected listing on chain by the lock's key path: the inscription comes back to the seller", async () => {
    const { inscriptionId, lock, locked } = await lockedInscription('taken back');
    const listed = await listProtected(inscriptionId, protectedSale(lock, locked));
    const orderId = (listed.body.data as { order_id: string }).order_id;
    const key = bytesToHex(seller.keys.internalKey);
    const prepared = await market.call(
      '/btc/ordinals/prepare_cancel_on_chain',
      { order_id: orderId, ordinals_public_key: key, public_key: key, fee_rate: 2 },
      sellerToken,
    );
    expect(prepared.body.code, prepared.body.msg).toBe(0);
    const { transaction_id: transactionId, psbt } = prepared.body.data as { transaction_id: string; psbt: string };
    const cancel = bitcoin.Psbt.fromBase64(psbt);
    expect(cancel.data.inputs[0]?.tapMerkleRoot).toEqual(lock.leafHash);
    seller.signReclaim(cancel, 0, lock);
    seller.signOwnInputs(cancel);
    const sent = await market.call(
      '/btc/ordinals/cancel_on_chain',
      { transaction_id: transactionId, psbt: cancel.toBase64() },
      sellerToken,
    );
    expect(sent.body.code, sent.body.msg).toBe(0);
    const [cancelled] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(cancelled?.status).toBe('cancelled');
    await mineAndIndex(market);
    const [back] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    expect(back?.ownerAddress).toBe(seller.keys.address);
  });

  it("locks two inscriptions through the market, follows them as the seller's, and lists one protected", async () => {
    const revealed = await reveal(
      devnetOf(market),
      [text('kept one'), text('kept two')],
      [
        { address: seller.keys.address, script: seller.keys.outputScript, value: 10_000n },
        { address: seller.keys.address, script: seller.keys.outputScript, value: 10_000n },
      ],
    );
    await mineAndIndex(market);
    await seedCollection(market.db, 'kept-art');
    const [first, second] = [`${revealed.txid}i0`, `${revealed.txid}i1`];
    await market.db.update(inscriptions).set({ collectionId: 'kept-art' }).where(eq(inscriptions.txid, revealed.txid));
    const [one] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, first));
    // An ordinary listing of the first: the lock moves the inscription away from what it spends, so it ends.
    const plain = buildListingPsbt({
      inscriptionOutput: {
        txid: one?.txid ?? '',
        vout: one?.vout ?? 0,
        value: 10_000n,
        script: seller.keys.outputScript,
      },
      sellerPublicKey: seller.keys.internalKey,
      priceSats: price,
      sellerReceiveAddress: seller.keys.address,
      network: 'devnet',
    });
    seller.signOrdinaryListing(plain);
    const plainOrder = await market.call(
      '/btc/ordinals/list_for_sale',
      { inscription_id: first, psbt: plain.toBase64() },
      sellerToken,
    );
    expect(plainOrder.body.code, plainOrder.body.msg).toBe(0);

    const key = bytesToHex(seller.keys.internalKey);
    const stranger = await market.call(
      '/btc/ordinals/prepare_protect',
      {
        inscription_ids: [first],
        ordinals_public_key: bytesToHex(buyer.publicKey),
        public_key: bytesToHex(buyer.publicKey),
        fee_rate: 2,
      },
      buyerToken,
    );
    expect(stranger.body.msg).toBe(
      `Only the owner of inscription ${first} can protect it, and your address does not hold it.`,
    );
    const prepared = await market.call(
      '/btc/ordinals/prepare_protect',
      { inscription_ids: [first, second], ordinals_public_key: key, public_key: key, fee_rate: 2 },
      sellerToken,
    );
    expect(prepared.body.code, prepared.body.msg).toBe(0);
    const answer = prepared.body.data as {
      transaction_id: string;
      psbt: string;
      lock_address: string;
      network_fee: number;
    };
    const terms = await market.call('/btc/ordinals/protection_terms', {});
    const lock = protectedLock(
      seller.keys.internalKey,
      hexToBytes((terms.body.data as { market_key: string }).market_key),
    );
    expect(answer.lock_address).toBe(protectedLockAddress(lock, 'devnet'));
    const signed = bitcoin.Psbt.fromBase64(answer.psbt);
    // The reveal put both inscriptions in one output: one input, and one lock output keeping both at their offsets.
    expect(signed.txOutputs.map((out) => [bytesToHex(out.script), out.value])).toEqual([
      [bytesToHex(lock.outputScript), 10_000n],
      [bytesToHex(seller.keys.outputScript), expect.any(BigInt)],
    ]);
    seller.signOwnInputs(signed);
    const sent = await market.call(
      '/btc/ordinals/protect',
      { transaction_id: answer.transaction_id, psbt: signed.toBase64() },
      sellerToken,
    );
    expect(sent.body.code, sent.body.msg).toBe(0);
    const [ended] = await market.db
      .select()
      .from(listings)
      .where(eq(listings.id, (plainOrder.body.data as { order_id: string }).order_id));
    expect(ended?.status).toBe('cancelled');
    await mineAndIndex(market);

    const detail = await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: second }, sellerToken);
    expect(detail.body.data).toMatchObject({
      owner_address: seller.keys.address,
      locked: true,
      protected: false,
      is_owner: true,
    });
    const mine = await market.call(
      '/btc/ordinals/get_collection_inscription_list',
      { collection_id: 'kept-art', owner_address: seller.keys.address, page: 1, limit: 20 },
      sellerToken,
    );
    expect(
      (mine.body.data as { items: Array<{ inscription_id: string }> }).items.map((item) => item.inscription_id).sort(),
    ).toEqual([first, second].sort());

    const [now] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, second));
    expect(now?.txid).toBe((sent.body.data as { txid: string }).txid);
    const locked = {
      txid: now?.txid ?? '',
      vout: now?.vout ?? 0,
      value: now?.value ?? 0n,
      script: lock.outputScript,
      offset: now?.offset ?? 0n,
    };
    const listed = await listProtected(second, protectedSale(lock, locked));
    expect(listed.body.code, listed.body.msg).toBe(0);
    const shown = await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: second });
    expect(shown.body.data).toMatchObject({ protected: true, locked: true, status: 'on_list', is_owner: false });
  });

  it('keeps a protected sale signed with its lock until the lock is indexed, then lists it', async () => {
    const { txid: revealTxid } = await reveal(
      devnetOf(market),
      [text('sold with its lock')],
      [{ address: seller.keys.address, script: seller.keys.outputScript, value: 10_000n }],
    );
    await mineAndIndex(market);
    const inscriptionId = `${revealTxid}i0`;
    const key = bytesToHex(seller.keys.internalKey);
    const prepared = await market.call(
      '/btc/ordinals/prepare_protect',
      { inscription_ids: [inscriptionId], ordinals_public_key: key, public_key: key, fee_rate: 2 },
      sellerToken,
    );
    expect(prepared.body.code, prepared.body.msg).toBe(0);
    const answer = prepared.body.data as { transaction_id: string; psbt: string };
    const lockPsbt = bitcoin.Psbt.fromBase64(answer.psbt);
    // Every input is segwit, so the lock's id is known before it is signed: the sale can be signed with it.
    const lockTxid = bitcoin.Transaction.fromBuffer(lockPsbt.data.globalMap.unsignedTx.toBuffer()).getId();
    seller.signOwnInputs(lockPsbt);
    const lock = protectedLock(seller.keys.internalKey, marketKey());
    const lockOutput = { txid: lockTxid, vout: 0, value: 10_000n, script: lock.outputScript, offset: 0n };
    const send = (sale: string) =>
      market.call(
        '/btc/ordinals/protect',
        {
          transaction_id: answer.transaction_id,
          psbt: lockPsbt.toBase64(),
          sales: [{ inscription_id: inscriptionId, psbt: sale }],
        },
        sellerToken,
      );

    // A sale of the change output instead of the lock's: refused, and the lock is neither stored nor sent.
    const wrongOutput = await send(protectedSale(lock, { ...lockOutput, vout: 1 }));
    expect(wrongOutput.body.code).not.toBe(0);
    expect(await devnetOf(market).transactionStatus(lockTxid)).toBeUndefined();

    const sent = await send(protectedSale(lock, lockOutput));
    expect(sent.body.code, sent.body.msg).toBe(0);
    const detail = () => market.call('/btc/ordinals/get_inscription_detail', { inscription_id: inscriptionId });
    await market.server.purchaseSweeper.sweepOnce();
    expect((await detail()).body.data).toMatchObject({ status: 'normal', waiting_price: Number(price) });

    // Indexing the block that holds the lock lists the sale, without waiting for the next sweep.
    await mineAndIndex(market);
    await expect.poll(async () => (await detail()).body.data, { timeout: 5_000 }).toMatchObject({ status: 'on_list' });
    expect((await detail()).body.data).toMatchObject({
      status: 'on_list',
      sale_price: Number(price),
      protected: true,
      locked: true,
      owner_address: seller.keys.address,
      waiting_price: null,
    });
  });

  it('speeds up a waiting purchase of a protected listing: the co-signed bump replaces it and settles once', async () => {
    const { inscriptionId, lock, locked } = await lockedInscription('hurried');
    const listed = await listProtected(inscriptionId, protectedSale(lock, locked));
    const orderId = (listed.body.data as { order_id: string }).order_id;
    const waiting = await buyListing(market, buyer, buyerToken, orderId);
    const waitingList = async () =>
      (await market.call('/btc/ordinals/get_my_waiting_purchases', {}, buyerToken)).body.data as {
        items: Array<{ txid: string; fee_rate: number; min_bump_fee_rate: number; bumps: number }>;
      };
    const [asSent] = (await waitingList()).items;
    expect(asSent).toMatchObject({ txid: waiting, inscription_ids: [inscriptionId], bumps: 0 });
    // The bump's least rate is the one the market takes: a whole sat/vB under it is refused below.
    expect(asSent?.min_bump_fee_rate).toBeGreaterThan(asSent?.fee_rate ?? Infinity);
    // Nobody else's purchases: the seller is waiting for nothing.
    expect((await market.call('/btc/ordinals/get_my_waiting_purchases', {}, sellerToken)).body.data).toEqual({
      items: [],
    });

    const tooLittle = await market.call('/btc/ordinals/prepare_speed_up', { txid: waiting, fee_rate: 2 }, buyerToken);
    expect(tooLittle.body.msg).toMatch(
      /^A fee bump must pay at least \d+ sats of network fee to replace the waiting purchase; this one pays \d+ sats\.$/,
    );
    // The least rate /wallet offers is exactly the least the market takes.
    const least = asSent?.min_bump_fee_rate ?? 0;
    const under = await market.call(
      '/btc/ordinals/prepare_speed_up',
      { txid: waiting, fee_rate: least - 1 },
      buyerToken,
    );
    expect(under.body.msg).toMatch(/^A fee bump must pay at least/);
    const atLeast = await market.call('/btc/ordinals/prepare_speed_up', { txid: waiting, fee_rate: least }, buyerToken);
    expect(atLeast.body.code, atLeast.body.msg).toBe(0);
    const prepared = await market.call('/btc/ordinals/prepare_speed_up', { txid: waiting, fee_rate: 8 }, buyerToken);
    expect(prepared.body.code, prepared.body.msg).toBe(0);
    const bump = prepared.body.data as { psbt: string; buyer_inputs: number[]; network_fee: number };
    const signed = signAsWallet(buyer, bump);
    const sent = await market.call('/btc/ordinals/speed_up', { txid: waiting, psbt: signed }, buyerToken);
    expect(sent.body.code, sent.body.msg).toBe(0);
    const faster = (sent.body.data as { txid: string }).txid;
    expect(faster).not.toBe(waiting);
    expect(await devnetOf(market).transaction(waiting)).toBeUndefined();
    expect((await devnetOf(market).transaction(faster))?.fee).toBe(bump.network_fee);
    // Sending it again answers the same bump; the market never signs a second one for the same rate.
    const again = await market.call('/btc/ordinals/speed_up', { txid: waiting, psbt: signed }, buyerToken);
    expect(again.body.data).toEqual({ txid: faster });
    const [purchase] = await market.db.select().from(marketTransactions).where(eq(marketTransactions.txid, faster));
    expect(purchase?.terms).toMatchObject({ feeRate: 8, bumpedTxids: [waiting] });
    expect(purchase?.terms.bump).toBeUndefined();
    expect((await waitingList()).items).toMatchObject([{ txid: faster, fee_rate: 8, bumps: 1 }]);

    await mineAndIndex(market);
    const [sold] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(sold).toMatchObject({ status: 'sold', purchaseTxid: faster, buyerAddress: buyer.address });
    // Settled with its block, before the sweep notes the purchase confirmed: nothing waits any more.
    expect((await waitingList()).items).toEqual([]);
    await market.server.purchaseSweeper.sweepOnce();
    const [settled] = await market.db.select().from(marketTransactions).where(eq(marketTransactions.txid, faster));
    expect(settled?.status).toBe('confirmed');
    const late = await market.call('/btc/ordinals/prepare_speed_up', { txid: faster, fee_rate: 20 }, buyerToken);
    expect(late.body.msg).toBe('This purchase is already confirmed: there is nothing to speed up.');
  });
});
