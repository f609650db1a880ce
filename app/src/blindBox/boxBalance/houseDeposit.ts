import type { HouseDepositStatus } from '@ordmarket/ui';
import type { ApiData } from '../../api/apiCalls';

type HouseDetailAnswer = ApiData<'/btc/blind_box/get_house_detail'>;

/**
 * Where each awaited inscription stands: in the pool once the house's detail lists it there (its deposit
 * confirmed), unconfirmed once this drawer sent the deposit, waiting before that.
 */
export function depositStatuses(
  awaiting: readonly string[],
  detail: Pick<HouseDetailAnswer, 'pool'> | undefined,
  sent: boolean,
): Map<string, HouseDepositStatus> {
  const pooled = new Set(
    (detail?.pool ?? []).flatMap((prize) => (prize.kind === 'inscription' ? [prize.inscription_id] : [])),
  );
  return new Map(awaiting.map((id) => [id, pooled.has(id) ? 'in_pool' : sent ? 'unconfirmed' : 'waiting'] as const));
}
