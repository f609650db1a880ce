import {
  bitcoin,
  buildChildPayment,
  buildListingCancelPsbt,
  buildListingPsbt,
  buildLockPsbt,
  buildProtectedListingPsbt,
  buildPurchasePsbt,
  checkFeeBump,
  checkListingCancel,
  checkPurchaseTransaction,
  coSignSale,
  completeTransaction,
  protectedLock,
  verifySellerListing,
  type InscriptionLocation,
  type PurchaseRequest,
  type VerifiedListing,
  type WalletUtxo,
} from '@ordmarket/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenedDevnet } from '../../chain/devnet/openDevnet';
import { openTestDevnet } from '../../chain/devnet/testing/devnetTestKit';
import type { DatabaseHandle } from '../../db/database';
import { embeddedTestDatabases } from '../../testing/testDatabases';
import { taprootBuyer } from '../nft/testing/purchaseTestKit';
import { protectingWallet, testMarketKey } from './testing/protectedSaleKit';
import { takeListing, type WalletCoin } from './testing/replacementTestKit';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const seller = protectingWallet(201);
const buyer = protectingWallet(202);
/** Watches the mempool and reuses what a broadcast purchase reveals. */
const sniper = taprootBuyer(203);
const market = testMarketKey(204);
const feeCollector = protectingWallet(205).keys.address;
const creator = protectingWallet(206).keys.address;
const price = 1_000_000n;
/** A block holds 1,500 vbytes besides its coinbase: small enough that who pays most decides what confirms. */
const blockMaxVsize = 2_500;

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

/**
 * The snipe that full RBF allows, tried on the devnet's own script checks: against an ordinary listing it succeeds
 * (the attack), against a protected one every copy of the purchase is refused; the buyer's own fee bump and a child
 * paying for the purchase both confirm, and the seller takes a protected inscription back without the market.
 */
describe.each(embeddedTestDatabases)('snipe-proof listings on the devnet ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let devnet: OpenedDevnet;

  beforeAll(async () => {
    database = await testDatabase.open();
    devnet = await openTestDevnet(database, blockMaxVsize);
  });
  afterAll(async () => {
    await devnet.close();
    await database.close();
  });

  async function faucetCoin(address: string, sats: bigint): Promise<WalletUtxo & { script: Uint8Array }> {
    const txid = await devnet.faucet(address, sats);
    const tx = await devnet.transaction(txid);
    const vout = tx?.vout.findIndex((out) => out.scriptpubkey_address === address) ?? -1;
    const script = tx?.vout[vout]?.scriptpubkey;
    if (vout < 0 || script === undefined) throw new Error('the faucet did not pay');
    return { txid, vout, value: sats, inscriptions: 'none', script: Uint8Array.from(Buffer.from(script, 'hex')) };
  }

  /** Mines until the mempool is empty, so each step starts from a settled chain. */
  async function settle(): Promise<void> {
    for (let round = 0; round < 20; round += 1) {
      const [block] = await devnet.mine(1);
      if ((block?.txids.length ?? 0) <= 1) return;
    }
    throw new Error('the mempool never emptied');
  }

  const confirmed = async (txid: string) => (await devnet.transaction(txid))?.status.confirmed ?? false;
  const refusal = (tx: bitcoin.Transaction) =>
    devnet.broadcast(tx.toHex()).then(
      () => 'accepted',
      (error: unknown) => String(error),
    );

  /** One seller output standing for an inscription, and the buyer's coins for one purchase. */
  async function funded() {
    const inscription = await faucetCoin(seller.keys.address, 10_000n);
    const sellerCoin = await faucetCoin(seller.keys.address, 100_000n);
    const buyerCoins = [
      await faucetCoin(buyer.keys.address, 600n),
      await faucetCoin(buyer.keys.address, 600n),
      await faucetCoin(buyer.keys.address, 3_000_000n),
    ];
    const sniperCoins: { small: WalletCoin; funding: WalletCoin } = {
      small: await faucetCoin(sniper.address, 600n),
      funding: await faucetCoin(sniper.address, 2_000_000n),
    };
    await settle();
    const location: InscriptionLocation = { ...inscription, offset: 0n };
    return { location, sellerCoin, buyerCoins, sniperCoins };
  }

  /** The seller moves the output into a protected lock and signs its sale on the lock's leaf. */
  async function protectedListing(location: InscriptionLocation, sellerCoin: WalletUtxo) {
    const lock = protectedLock(seller.keys.internalKey, market.publicKey);
    const locking = buildLockPsbt({
      inscriptions: [location],
      lock,
      owner: seller.spend,
      payment: seller.spend,
      utxos: [sellerCoin],
      feeRate: 2n,
      network: 'devnet',
    });
    seller.signOwnInputs(locking.psbt);
    const lockTx = locking.psbt.extractTransaction();
    await devnet.broadcast(lockTx.toHex());
    await settle();
    const locked: InscriptionLocation = {
      txid: lockTx.getId(),
      vout: 0,
      value: location.value,
      script: lock.outputScript,
      offset: 0n,
    };
    const sale = buildProtectedListingPsbt({
      lockOutput: locked,
      lock,
      priceSats: price,
      sellerReceiveAddress: seller.keys.address,
      network: 'devnet',
    });
    seller.signSale(sale, 0, lock);
    const listing = verifySellerListing(sale.toBase64(), locked, 'devnet', market.publicKey);
    expect(listing.protection?.marketKey).toEqual(lock.marketKey);
    return { lock, locked, listing };
  }

  /** An ordinary listing: the seller's key-path signature, SIGHASH_SINGLE|ANYONECANPAY, finalized. */
  function ordinaryListing(location: InscriptionLocation): VerifiedListing {
    const psbt = buildListingPsbt({
      inscriptionOutput: location,
      sellerPublicKey: seller.keys.internalKey,
      priceSats: price,
      sellerReceiveAddress: seller.keys.address,
      network: 'devnet',
    });
    seller.signOrdinaryListing(psbt);
    return verifySellerListing(psbt.toBase64(), location, 'devnet');
  }

  function purchaseRequest(
    listing: VerifiedListing,
    inscription: InscriptionLocation,
    utxos: readonly WalletUtxo[],
    feeRate: bigint,
  ): PurchaseRequest {
    return {
      listings: [{ listing, inscription }],
      buyer: { ordinalsAddress: buyer.keys.address, payment: buyer.spend, utxos },
      feeRate,
      network: 'devnet',
      serviceFee: { sats: 20_000n, address: feeCollector },
      royaltyFee: { sats: 25_000n, address: creator },
    };
  }

  /**
   * What the market's server does with a purchase: the buyer signs their inputs, the seller's witness is merged, a
   * protected sale gets the market's signature, and the whole transaction passes the one purchase check.
   */
  function signedPurchase(request: PurchaseRequest) {
    const plan = buildPurchasePsbt(request);
    const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    buyer.signOwnInputs(signed);
    const [bought] = request.listings;
    if (!bought) throw new Error('one listing');
    const index = plan.sellerInputs[0] ?? -1;
    const tx = completeTransaction(plan.psbt, signed.toBase64(), [{ index, witness: bought.listing.sellerWitness }]);
    if (bought.listing.protection) {
      const prevouts = plan.psbt.data.inputs.map(
        (input) => input.witnessUtxo ?? { script: new Uint8Array(), value: 0n },
      );
      const scripts = prevouts.map((prevout) => prevout.script);
      coSignSale(
        tx,
        index,
        { scripts, values: prevouts.map((prevout) => prevout.value) },
        bought.listing.protection,
        market,
      );
    }
    const checked = checkPurchaseTransaction(tx, {
      listings: request.listings,
      buyer: { ordinalsAddress: buyer.keys.address, paymentAddress: buyer.keys.address, utxos: request.buyer.utxos },
      serviceFee: request.serviceFee,
      royaltyFee: request.royaltyFee,
      feeRate: request.feeRate,
      network: 'devnet',
    });
    return { tx, feeSats: checked.feeSats, plan };
  }

  it("documents the attack: a sniper's replacement of an ordinary listing's purchase is accepted", async () => {
    const { location, buyerCoins, sniperCoins } = await funded();
    const purchase = signedPurchase(purchaseRequest(ordinaryListing(location), location, buyerCoins, 2n));
    const purchaseTxid = await devnet.broadcast(purchase.tx.toHex());

    const snipe = await takeListing(devnet, purchaseTxid, location, sniper, sniperCoins, 30_000n);
    expect(await refusal(snipe)).toBe('accepted');
    expect(await devnet.transaction(purchaseTxid)).toBeUndefined();
    await settle();
    expect(await confirmed(snipe.getId())).toBe(true);
    // The seller was paid; the inscription went to the sniper and the 45,000 sats of fees were never paid.
    const outputs = snipe.outs.map((out) => out.value);
    expect(outputs).toContain(price);
    expect(outputs).not.toContain(20_000n);
    expect(outputs).not.toContain(25_000n);
  });

  it("refuses every copy of a protected listing's purchase; the buyer's own fee bump replaces it and confirms once", async () => {
    const { location, sellerCoin, buyerCoins, sniperCoins } = await funded();
    const { locked, listing } = await protectedListing(location, sellerCoin);
    const request = purchaseRequest(listing, locked, buyerCoins, 2n);
    const purchase = signedPurchase(request);
    const purchaseTxid = await devnet.broadcast(purchase.tx.toHex());

    // The sniper's replacement with the whole witness copied: the market's signature covers other outputs.
    const snipe = await takeListing(devnet, purchaseTxid, locked, sniper, sniperCoins, 30_000n);
    expect(await refusal(snipe)).toMatch(/mandatory-script-verify-flag-failed \(Invalid Schnorr signature\)/);
    // Without the market's signature the leaf cannot even run to its end.
    const stripped = snipe.clone();
    stripped.setWitness(1, (snipe.ins[1]?.witness ?? []).slice(1));
    expect(await refusal(stripped)).toMatch(/mandatory-script-verify-flag-failed/);
    expect((await devnet.transaction(purchaseTxid))?.txid).toBe(purchaseTxid);

    // The buyer asks for more: the same purchase at 6 sats/vB, whose only change is a smaller change output.
    const bumped = signedPurchase({ ...request, feeRate: 6n });
    checkFeeBump(purchase, bumped, { paymentScript: buyer.spend.script, listingCount: 1 });
    const bumpedTxid = await devnet.broadcast(bumped.tx.toHex());
    expect(await devnet.transaction(purchaseTxid)).toBeUndefined();
    await settle();
    expect(await confirmed(bumpedTxid)).toBe(true);
    const sale = await devnet.transaction(bumpedTxid);
    expect(sale?.vout.map((out) => BigInt(out.value))).toEqual(expect.arrayContaining([price, 20_000n, 25_000n]));
    // The lock output is spent once: the first purchase and the sniper's copies can never confirm now.
    expect(await refusal(purchase.tx)).toMatch(/bad-txns-inputs-missingorspent/);
  });

  it('confirms a waiting purchase with a child paying for it, ahead of a transaction that pays more alone', async () => {
    const { location, buyerCoins, sniperCoins } = await funded();
    const filler = (funding: WalletCoin) => {
      // About 1,200 vbytes at 5 sats/vB: it and the purchase never fit in one block together.
      const outputs = Array.from({ length: 26 }, () => ({ script: sniper.script, value: 10_000n }));
      const tx = new bitcoin.Transaction();
      tx.version = 2;
      tx.addInput(Buffer.from(funding.txid, 'hex').reverse(), funding.vout, 0xfffffffd);
      const change = funding.value - sum(outputs.map((out) => out.value)) - 1_200n * 5n;
      for (const out of [...outputs, { script: sniper.script, value: change }]) tx.addOutput(out.script, out.value);
      const hash = tx.hashForWitnessV1(0, [sniper.script], [funding.value], bitcoin.Transaction.SIGHASH_DEFAULT);
      tx.setWitness(0, [sniper.signer.signSchnorr?.(hash) ?? new Uint8Array()]);
      return tx;
    };
    const second = await faucetCoin(sniper.address, 2_000_000n);
    await settle();
    const purchase = signedPurchase(purchaseRequest(ordinaryListing(location), location, buyerCoins, 1n));
    const purchaseTxid = await devnet.broadcast(purchase.tx.toHex());
    await devnet.broadcast(filler(sniperCoins.funding).toHex());
    await devnet.mine(1);
    expect(await confirmed(purchaseTxid)).toBe(false);

    const changeIndex = purchase.tx.outs.length - 1;
    const child = buildChildPayment({
      parent: {
        txid: purchaseTxid,
        packageVirtualSize: BigInt(purchase.tx.virtualSize()),
        packageFeeSats: purchase.feeSats,
        descendantCount: 1,
      },
      change: { vout: changeIndex, value: purchase.tx.outs[changeIndex]?.value ?? 0n },
      payment: buyer.spend,
      targetRate: 20n,
      network: 'devnet',
    });
    buyer.signOwnInputs(child.psbt);
    const childTxid = await devnet.broadcast(child.psbt.extractTransaction().toHex());
    const competitor = filler(second);
    await devnet.broadcast(competitor.toHex());
    await devnet.mine(1);
    expect(await confirmed(purchaseTxid)).toBe(true);
    expect(await confirmed(childTxid)).toBe(true);
    expect(await confirmed(competitor.getId())).toBe(false);
    expect(child.packageRate).toBeGreaterThanOrEqual(20n);
    await settle();
  });

  it("lets the seller take a protected inscription back by the key path, with the market's key nowhere", async () => {
    const { location, sellerCoin, buyerCoins } = await funded();
    const spare = await faucetCoin(seller.keys.address, 50_000n);
    await settle();
    const { lock, locked, listing } = await protectedListing(location, sellerCoin);
    const request = {
      inscription: locked,
      owner: seller.spend,
      payment: seller.spend,
      utxos: [spare],
      feeRate: 2n,
      network: 'devnet' as const,
      lock,
    };
    const plan = buildListingCancelPsbt(request);
    seller.signReclaim(plan.psbt, 0, lock);
    seller.signOwnInputs(plan.psbt);
    const reclaim = plan.psbt.extractTransaction();
    checkListingCancel(reclaim, request);
    expect(reclaim.ins[0]?.witness).toHaveLength(1);
    const reclaimTxid = await devnet.broadcast(reclaim.toHex());
    await settle();
    expect(await confirmed(reclaimTxid)).toBe(true);
    const back = await devnet.transaction(reclaimTxid);
    expect(back?.vout[0]).toMatchObject({ scriptpubkey_address: seller.keys.address, value: Number(location.value) });
    // The sale the seller signed spends an output that no longer exists: no purchase of it can be made.
    const late = signedPurchase(purchaseRequest(listing, locked, buyerCoins, 2n));
    expect(await refusal(late.tx)).toMatch(/bad-txns-inputs-missingorspent/);
  });
});
