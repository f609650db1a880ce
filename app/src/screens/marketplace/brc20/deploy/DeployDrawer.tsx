import { typedAmountText } from '@ordmarket/protocol';
import { Brc20DeployForm, brc20DeployDefaults, Drawer, type Brc20DeployValues } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { stableJson } from '../../../../api/stableJson';
import { FollowedOrderProgress } from '../../../../inscribing/FollowedOrderProgress';
import { checkDeploy } from '../../../../inscribing/inscribeFields';
import { useInscribeOrderForm } from '../../../../inscribing/useInscribeOrderForm';
import { useProblemText } from '../../../../inscribing/useProblemText';
import { useAppServices } from '../../../../services/AppServicesContext';
import { walletStore } from '../../../../stores';
import { useDeployIcon } from './useDeployIcon';

export interface DeployDrawerProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** The deploy fields as the server names them; amounts as the grammar read them (no blanks, plain digits). */
const deployFields = (values: Brc20DeployValues) => ({
  tick: values.tick,
  max: typedAmountText(values.max),
  lim: typedAmountText(values.limit),
  dec: values.decimals,
});

/**
 * Deploying a BRC-20 token through the inscription service: the form, priced as it is filled in; Deploy opens
 * the order, the wallet pays it and the drawer then follows the order until the deploy is inscribed.
 */
export function DeployDrawer({ isOpen, onOpenChange }: DeployDrawerProps) {
  const { t } = useTranslation('trade');
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('inscribe.deployTitle')}>
      <DeployOrder />
    </Drawer>
  );
}

/** The form, then the paid order; inside the drawer, so closing it starts again (spec §4). */
function DeployOrder() {
  const { api } = useAppServices();
  const wallet = useSnapshot(walletStore.state);
  const problemText = useProblemText();
  const [values, setValues] = useState<Brc20DeployValues>(brc20DeployDefaults);
  const icon = useDeployIcon();
  const check = checkDeploy(values);
  const order = useInscribeOrderForm({
    valuesKey: stableJson(values),
    costRequest: (feeRate) =>
      check.isReady
        ? {
            path: '/btc/brc_20/get_deploy_txsize',
            body: {
              ...deployFields(values),
              fee_rate: feeRate,
              ...(wallet.address === '' ? {} : { receive_address: wallet.address }),
            },
          }
        : null,
    isReady: check.isReady && icon.error === null,
  });
  const { feeRate, payment, refused } = order;

  const deploy = async () => {
    if (feeRate === null) return;
    const refusedOrder = await payment.pay({
      place: async (address) => {
        const iconId = await icon.uploadedId();
        return api.post('/btc/brc_20/create_deploy_task', {
          ...deployFields(values),
          fee_rate: feeRate,
          receive_address: address,
          ...(iconId === undefined ? {} : { icon_id: iconId }),
        });
      },
      record: (task, txid) => api.recordPayment('/btc/brc_20/update_brc20_paytx', { task_id: task.task_id, txid }),
    });
    order.remember(refusedOrder);
  };

  if (payment.task !== null) return <FollowedOrderProgress task={payment.task} />;
  return (
    <Brc20DeployForm
      values={values}
      onChange={setValues}
      icon={icon.icon}
      onIconChange={icon.choose}
      errors={{
        tick: problemText(check.problems.tick) ?? refused('tick'),
        max: problemText(check.problems.max) ?? refused('max'),
        limit: problemText(check.problems.limit) ?? refused('lim'),
        decimals: problemText(check.problems.decimals) ?? refused('dec'),
        ...(icon.error === null ? {} : { icon: icon.error }),
      }}
      {...order.paymentProps}
      onSubmit={() => void deploy()}
    />
  );
}
