import type { Page } from 'playwright-core';
import { demoTraders, marketApi, type DevnetTrader } from './devnetTraders';

/** An inscription as the collection list answers it. */
export interface Item {
  inscription_id: string;
  name: string | null;
  owner_address: string;
  status: string;
  order_id: string | null;
}

export interface UnlistedItems {
  readonly collectionId: string;
  readonly seller: DevnetTrader;
  readonly items: Item[];
}

/**
 * A collection with `count` unlisted inscriptions of one demo wallet (never the first, nor `except`), so a journey
 * can list them at prices of its own.
 */
export async function unlistedOfOneSeller(
  url: string,
  marketSeed: string,
  count: number,
  except?: DevnetTrader,
): Promise<UnlistedItems> {
  const collections = await marketApi<{ items: Array<{ collection_id: string }> }>(
    url,
    '/btc/ordinals/get_popular_collections',
  );
  const traders = demoTraders(marketSeed)
    .slice(1)
    .filter((trader) => trader.address !== except?.address);
  for (const { collection_id: collectionId } of collections.items) {
    const list = await marketApi<{ items: Item[] }>(url, '/btc/ordinals/get_collection_inscription_list', {
      collection_id: collectionId,
      limit: 100,
    });
    for (const trader of traders) {
      const unlisted = list.items.filter((item) => item.owner_address === trader.address && item.status === 'normal');
      if (unlisted.length >= count) return { collectionId, seller: trader, items: unlisted.slice(0, count) };
    }
  }
  throw new Error(`No demo wallet holds ${count} unlisted inscriptions of one collection.`);
}

/** Lists an inscription at `priceSats` through its asset page, signed by the page's devnet wallet. */
export async function listThroughAssetPage(page: Page, url: string, item: Item, priceSats: number): Promise<void> {
  await page.goto(`${url}/assets/${item.inscription_id}`);
  await page.getByRole('button', { name: 'List for sale' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Price' }).fill((priceSats / 1e8).toFixed(8));
  await dialog.getByRole('button', { name: 'Sign and list' }).click();
  await page.getByText('Listed for sale').first().waitFor();
}
