import { typedAmountText } from '@ordmarket/protocol';
import { vars } from '@ordmarket/tokens';
import { Brc20MintForm, Button, Drawer, formatTokenAmount, Skeleton, SkeletonGroup, textStyle } from '@ordmarket/ui';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../../../../api/apiCalls';
import { useApi } from '../../../../api/useApi';
import { FollowedOrderProgress } from '../../../../inscribing/FollowedOrderProgress';
import { checkMint, mostMints } from '../../../../inscribing/inscribeFields';
import { useInscribeOrderForm } from '../../../../inscribing/useInscribeOrderForm';
import { useProblemText } from '../../../../inscribing/useProblemText';
import { useAppServices } from '../../../../services/AppServicesContext';
import { useShare } from '../../../../sharing';
import { walletStore } from '../../../../stores';
import { tickHref } from '../../marketplaceTabs';

type MintLimit = ApiData<'/btc/brc_20/get_mint_limit'>;

/** An amount the server answered as text that is zero ('0', '0.0'); an empty one (unknown yet) is not. */
const isZeroAmount = (text: string) => /^0+(\.0+)?$/.test(text);

const unknownLimit: MintLimit = {
  tick: '',
  decimals: 18,
  limit_per_mint: '',
  max_supply: '',
  minted: '',
  remaining: '',
  in_flight: '0',
  available: '',
  self_mint: false,
  mintable: false,
  max_repeat: 1,
};

export interface TickMintDrawerProps {
  readonly tick: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * Minting a BRC-20 token through the inscription service: the tick's limits, the amount (its limit per mint
 * unless changed) and how many mints, priced as they change; Mint opens the order, the wallet pays it, and the
 * drawer follows it until the mints are inscribed, with a Share of the mint.
 */
export function TickMintDrawer({ tick, isOpen, onOpenChange }: TickMintDrawerProps) {
  const { t } = useTranslation('trade');
  const limits = useApi('/btc/brc_20/get_mint_limit', isOpen ? { tick } : null, { emptyDefault: unknownLimit });
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('inscribe.mintTitle', { tick: limits.data.tick === '' ? tick : limits.data.tick })}
    >
      {limits.isLoading ? (
        <SkeletonGroup label={t('inscribe.loading')}>
          <Skeleton shape="rect" height={160} />
          <Skeleton lines={4} />
        </SkeletonGroup>
      ) : (
        <TickMintOrder tick={tick} limit={limits.data} />
      )}
    </Drawer>
  );
}

interface TickMintOrderProps {
  readonly tick: string;
  readonly limit: MintLimit;
}

/** The form, then the paid order; kept inside the drawer so closing it starts again (spec §4). */
function TickMintOrder({ tick, limit }: TickMintOrderProps) {
  const { t } = useTranslation('trade');
  const { api } = useAppServices();
  const wallet = useSnapshot(walletStore.state);
  const problemText = useProblemText();
  const share = useShare();
  // The amount starts at the limit per mint, the most one mint can claim.
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const [repeat, setRepeat] = useState<number | null>(1);
  const amount = typedAmount ?? limit.limit_per_mint;
  // What the market inscribes: the amount as protocol's grammar read it (no blanks, plain digits).
  const sentAmount = typedAmountText(amount);
  const bounds = {
    decimals: limit.decimals,
    limitPerMint: limit.limit_per_mint,
    maxRepeat: limit.max_repeat,
    available: limit.available,
  };
  const check = checkMint({ amount, repeat }, bounds);
  // Once nothing can be minted the notice says why; the repeat keeps its usual bound.
  const most = limit.mintable ? mostMints(amount, bounds) : limit.max_repeat;
  const order = useInscribeOrderForm({
    valuesKey: `${amount}×${String(repeat)}`,
    costRequest: (feeRate) =>
      limit.mintable && check.isReady && repeat !== null
        ? {
            path: '/btc/brc_20/get_mint_txsize',
            body: {
              tick,
              amount: sentAmount,
              repeat,
              op: 'mint',
              fee_rate: feeRate,
              ...(wallet.address === '' ? {} : { receive_address: wallet.address }),
            },
          }
        : null,
    isReady: limit.mintable && check.isReady,
  });
  const { feeRate, payment, refused } = order;

  const mint = async () => {
    if (feeRate === null || repeat === null) return;
    const refusedOrder = await payment.pay({
      place: (address) =>
        api.post('/btc/brc_20/create_mint_task', {
          tick,
          amount: sentAmount,
          repeat,
          fee_rate: feeRate,
          receive_address: address,
        }),
      record: (task, txid) => api.recordPayment('/btc/brc_20/update_brc20_paytx', { task_id: task.task_id, txid }),
    });
    order.remember(refusedOrder);
  };

  const { task } = payment;
  if (task !== null) {
    return (
      <Column>
        <FollowedOrderProgress task={task} />
        <Button
          variant="outlined"
          fullWidth
          startIcon={<Share2 size={18} aria-hidden />}
          onPress={() =>
            share({
              kind: 'brc20Mint',
              name: task.tick,
              amount,
              times: task.repeat,
              priceSats: task.total_fee,
              url: tickHref(task.tick),
            })
          }
        >
          {t('inscribe.share')}
        </Button>
      </Column>
    );
  }
  return (
    <Column>
      {!limit.mintable && (
        <Notice role="status">
          {t(
            limit.self_mint
              ? 'inscribe.notMintable.selfMint'
              : isZeroAmount(limit.remaining)
                ? 'inscribe.notMintable.fullyMinted'
                : 'inscribe.notMintable.heldByPaidOrders',
            { tick: limit.tick },
          )}
        </Notice>
      )}
      <Brc20MintForm
        tick={limit.tick}
        limits={{
          limitPerMint: formatTokenAmount(limit.limit_per_mint),
          // What a new order can get: mints already paid for are taken out of what the token has left.
          remaining: formatTokenAmount(limit.available),
          ...(isZeroAmount(limit.in_flight) ? {} : { inFlight: formatTokenAmount(limit.in_flight) }),
          decimals: limit.decimals,
          maxRepeat: Math.max(1, most),
          repeatBoundBySupply: most < limit.max_repeat,
        }}
        values={{ amount, repeat }}
        onChange={(values) => {
          setTypedAmount(values.amount);
          setRepeat(values.repeat);
        }}
        errors={{
          amount: problemText(check.problems.amount) ?? refused('amount'),
          repeat: problemText(check.problems.repeat) ?? refused('repeat'),
        }}
        {...order.paymentProps}
        onSubmit={() => void mint()}
      />
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

const Notice = styled.p`
  ${textStyle('body2')};
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.warning.text};
  background-color: ${vars.color.warning.soft};
`;
