import { z } from 'zod';
import type { brc20TransferInscriptions } from '../../db/schema';
import { amountText, renderAmount, satsValue } from './brc20Json';
import { jsonSats, unixSeconds } from '../../http/jsonValues';

export const transferInscriptionSchema = z.object({
  inscription_id: z.string(),
  inscription_number: z.number().int().nullable(),
  tick: z.string(),
  amount: amountText,
  owner_address: z.string(),
  /** "txid:vout" of the output holding it now. */
  output: z.string(),
  output_value: satsValue,
  valid: z.boolean(),
  used: z.boolean(),
  inscribed_at: z.number().int(),
});

type TransferRow = typeof brc20TransferInscriptions.$inferSelect;

export function transferInscriptionItem(
  row: TransferRow,
  tick: { readonly displayTick: string; readonly decimals: number },
): z.infer<typeof transferInscriptionSchema> {
  return {
    inscription_id: row.inscriptionId,
    inscription_number: row.inscriptionNumber,
    tick: tick.displayTick,
    amount: renderAmount(row.amount, tick.decimals),
    owner_address: row.ownerAddress,
    output: row.output,
    output_value: jsonSats(row.outputValue),
    valid: row.valid,
    used: row.used,
    inscribed_at: unixSeconds(row.inscribedAt),
  };
}
