import { z } from 'zod';

/** The answer of every API call: code 0 and data on success (spec §7). */
export const envelopeSchema = <Data extends z.ZodType>(data: Data) =>
  z.object({ code: z.literal(0), msg: z.string(), data });

export const errorEnvelopeSchema = z.object({ code: z.number().int(), msg: z.string(), data: z.null() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A page of a list, as the app reads it: data.items, data.total, data.has_next. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().min(0), has_next: z.boolean() });

export interface Page<Item> {
  items: Item[];
  total: number;
  has_next: boolean;
}

/** Paging input every list call accepts. */
export const pagingSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});
export type Paging = z.infer<typeof pagingSchema>;

export function toPage<Item>(items: Item[], total: number, paging: Paging): Page<Item> {
  return { items, total, has_next: paging.page * paging.limit < total };
}
