import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
import { testDatabases } from '../testing/testDatabases';
import { ok, playerOf, recharge, type Player } from './testing/boxTestKit';

interface RevealedSeed {
  server_seed_hash: string;
  server_seed: string;
  draws: number;
  revealed_at: number;
}
interface HouseDetail {
  status: string;
  commitment: { server_seed_hash: string; next_nonce: number } | null;
  revealed_seeds: RevealedSeed[];
  revealed_seed_count: number;
  is_maker: boolean;
}
interface SeedPage {
  items: RevealedSeed[];
  total: number;
  has_next: boolean;
}
interface Rotation {
  revealed_server_seed_hash: string | null;
  next_server_seed_hash: string | null;
}

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe.each(testDatabases)("a house's seed rotations ($name)", (testDatabase) => {
  let market: MarketUnderTest;
  let maker: Player;
  let stranger: Player;
  let houseId: string;
  /** The hashes of the seeds revealed so far, oldest first. */
  const revealed: string[] = [];

  const detailOf = async (viewer?: Player) =>
    ok<HouseDetail>(market, viewer, 'get_house_detail', { house_id: houseId });
  const seedsPage = async (page: number, limit: number) =>
    ok<SeedPage>(market, undefined, 'get_house_seeds', { house_id: houseId, page, limit });
  const open = async (player: Player) =>
    ok<{ draw_id: string }>(market, player, 'open_box', { house_id: houseId, idempotency_key: randomUUID() });
  const rotateAsMaker = async () => {
    const rotation = await ok<Rotation>(market, maker, 'rotate_house_seed', { house_id: houseId });
    if (rotation.revealed_server_seed_hash !== null) revealed.push(rotation.revealed_server_seed_hash);
    return rotation;
  };

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    maker = await playerOf(market, testSeller(120), 120);
    stranger = await playerOf(market, testSeller(121), 121);
    await recharge(market, maker, 20_000n);
    await recharge(market, stranger, 20_000n);
    const made = await ok<{ house_id: string }>(market, maker, 'make_house', {
      name: 'Three sats prizes',
      price_sats: 1_000,
      btc_prize_sats: 600,
      btc_prizes: 3,
      idempotency_key: randomUUID(),
    });
    houseId = made.house_id;
  }, hookTimeout);
  afterAll(() => market.close());

  it("refuses a stranger's rotation and changes nothing: the seed of their draw stays secret", async () => {
    const { draw_id: drawId } = await open(stranger);
    const before = await detailOf();
    const answer = await market.call('/btc/blind_box/rotate_house_seed', { house_id: houseId }, stranger.token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: 10070003,
      msg: "Only this house's maker can rotate its seed. The seed of a draw is revealed when the maker rotates it or when the house's last prize is won.",
      data: null,
    });
    expect(await detailOf()).toEqual(before);
    expect(before.revealed_seed_count).toBe(0);
    const draw = await ok<{ server_seed: string | null }>(market, undefined, 'get_draw', { draw_id: drawId });
    expect(draw.server_seed).toBeNull();
    // Signed out is refused before anything else, as every action is.
    const signedOut = await market.call('/btc/blind_box/rotate_house_seed', { house_id: houseId });
    expect(signedOut.body).toMatchObject({ code: 10180006 });
  });

  it('tells the maker, and only the maker, that the house is theirs', async () => {
    expect((await detailOf(maker)).is_maker).toBe(true);
    expect((await detailOf(stranger)).is_maker).toBe(false);
    expect((await detailOf()).is_maker).toBe(false);
  });

  it("rotates the maker's seed: the committed one is revealed with its draw, and a new one committed", async () => {
    const before = await detailOf();
    const rotation = await rotateAsMaker();
    expect(rotation.revealed_server_seed_hash).toBe(before.commitment?.server_seed_hash);
    const after = await detailOf();
    expect(after.commitment?.server_seed_hash).toBe(rotation.next_server_seed_hash);
    expect(after.commitment?.server_seed_hash).not.toBe(before.commitment?.server_seed_hash);
    expect(after.revealed_seed_count).toBe(1);
    const [seed] = after.revealed_seeds;
    expect(seed).toMatchObject({ server_seed_hash: rotation.revealed_server_seed_hash, draws: 1 });
    expect(sha256(seed?.server_seed ?? '')).toBe(seed?.server_seed_hash);
  });

  it('keeps the house detail to the newest seeds after many rotations, and pages every revealed seed', async () => {
    for (let n = 0; n < 9; n += 1) await rotateAsMaker();
    const atTen = await detailOf();
    for (let n = 0; n < 15; n += 1) await rotateAsMaker();
    expect(revealed).toHaveLength(25);
    const detail = await detailOf();
    const newestFirst = [...revealed].reverse();
    expect(detail.revealed_seed_count).toBe(25);
    expect(detail.revealed_seeds.map((seed) => seed.server_seed_hash)).toEqual(newestFirst.slice(0, 10));
    // Fifteen more rotations add nothing to the detail but its figures: it answers the same number of bytes.
    expect(JSON.stringify(detail).length).toBe(JSON.stringify(atTen).length);

    const pages = [await seedsPage(1, 10), await seedsPage(2, 10), await seedsPage(3, 10)];
    expect(pages.map((page) => [page.items.length, page.total, page.has_next])).toEqual([
      [10, 25, true],
      [10, 25, true],
      [5, 25, false],
    ]);
    const paged = pages.flatMap((page) => page.items);
    expect(paged.map((seed) => seed.server_seed_hash)).toEqual(newestFirst);
    expect(paged.slice(0, 10)).toEqual(detail.revealed_seeds);
    expect(paged.every((seed) => sha256(seed.server_seed) === seed.server_seed_hash)).toBe(true);
    // The oldest seed made the stranger's draw; the maker's quick rotations made none.
    expect(paged.map((seed) => seed.draws)).toEqual([...Array<number>(24).fill(0), 1]);
    expect(await seedsPage(4, 10)).toEqual({ items: [], total: 25, has_next: false });
  });

  it('still reveals the last seed by itself when the house empties, with no rotation by anyone', async () => {
    const before = await detailOf();
    await open(stranger);
    await open(stranger);
    const after = await detailOf();
    expect(after.status).toBe('empty');
    expect(after.commitment).toBeNull();
    expect(after.revealed_seed_count).toBe(26);
    expect(after.revealed_seeds[0]).toMatchObject({ server_seed_hash: before.commitment?.server_seed_hash, draws: 2 });
  });

  it('answers a clear refusal for the seeds of an unknown house and for a page too large', async () => {
    const unknown = await market.call('/btc/blind_box/get_house_seeds', { house_id: randomUUID(), page: 1, limit: 10 });
    expect(unknown.body).toMatchObject({ code: 10010006, msg: 'There is no such house.' });
    const tooLarge = await market.call('/btc/blind_box/get_house_seeds', { house_id: houseId, page: 1, limit: 101 });
    expect(tooLarge.body).toMatchObject({ code: 10010001 });
  });
});
