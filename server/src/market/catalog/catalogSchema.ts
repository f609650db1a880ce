import { parseAddress, type NetworkName } from '@ordmarket/protocol';
import { z } from 'zod';

const inscriptionId = z
  .string()
  .regex(/^[0-9a-f]{64}i(0|[1-9]\d{0,9})$/, 'expected an inscription id (txid + "i" + index)');
const link = z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'expected an https:// link' })]);
/** A picture anywhere on the web, or an inscription's content served by the market itself. */
const cover = z.union([
  link,
  z
    .string()
    .regex(/^\/content\/[0-9a-f]{64}i(0|[1-9]\d{0,9})$/, 'expected an https:// link or /content/<inscription id>'),
]);

const item = z
  .object({
    inscription_id: inscriptionId,
    name: z.string().max(100).default(''),
    attributes: z
      .array(z.object({ trait_type: z.string().min(1).max(64), value: z.string().max(128) }).strict())
      .max(50)
      .refine((traits) => new Set(traits.map(({ trait_type: type }) => type)).size === traits.length, {
        message: 'each trait_type once per item',
      })
      .default([]),
  })
  .strict();

/**
 * One collection as an operator curates it: what the market shows about it and the inscriptions that belong to it,
 * in the same words as the API answers them. Amounts and addresses are checked against the network when loaded.
 */
const collection = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'expected lower-case letters, digits and dashes (1 to 64)'),
    name: z.string().trim().min(1).max(100),
    description: z.string().max(4000).default(''),
    cover_url: cover.default(''),
    twitter_url: link.default(''),
    discord_url: link.default(''),
    website_url: link.default(''),
    supply: z.number().int().min(0).max(10_000_000),
    creator_address: z.string().min(1).optional(),
    royalty_bps: z.number().int().min(0).max(5000).default(0),
    royalty_address: z.string().min(1).optional(),
    items: z.array(item).max(10_000_000),
  })
  .strict();

export type CatalogCollection = z.infer<typeof collection>;

/** A curated catalog for `network`: every collection once, every inscription in one collection at most. */
export function catalogSchema(network: NetworkName) {
  return z.array(collection).superRefine((collections, context) => {
    const ids = new Set<string>();
    const owners = new Map<string, string>();
    collections.forEach((entry, index) => {
      if (ids.has(entry.id)) {
        context.addIssue({ code: 'custom', path: [index, 'id'], message: `collection ${entry.id} is listed twice` });
      }
      ids.add(entry.id);
      for (const field of ['creator_address', 'royalty_address'] as const) {
        const address = entry[field];
        if (address === undefined) continue;
        try {
          parseAddress(address, network);
        } catch {
          context.addIssue({ code: 'custom', path: [index, field], message: `not a ${network} address` });
        }
      }
      if (entry.royalty_bps > 0 && entry.royalty_address === undefined) {
        context.addIssue({ code: 'custom', path: [index, 'royalty_address'], message: 'required with a royalty' });
      }
      entry.items.forEach(({ inscription_id: id }, itemIndex) => {
        const other = owners.get(id);
        if (other !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [index, 'items', itemIndex, 'inscription_id'],
            message: `${id} is already in collection ${other}`,
          });
        }
        owners.set(id, entry.id);
      });
    });
  });
}
