import { vars } from '@ordmarket/tokens';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { CheckboxButton, CheckboxField, CheckboxGroup } from 'react-aria-components';
import styled from 'styled-components';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Image } from '../../../primitives/Image/Image';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../../primitives/Skeleton/SkeletonGroup';
import { selectableTile } from '../../../theme/interactionStyles';
import { textStyle } from '../../../theme/textStyle';
import type { HeldInscription } from '../shared/blindBoxTypes';
import { WalletNote, WalletView } from '../shared/boxBalance.styles';

export interface NftPickerProps {
  /** The inscriptions the user can choose from. */
  inscriptions: readonly HeldInscription[];
  /** The chosen inscription ids, in the order they were chosen. */
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  /** The most that may be chosen; no limit when left out. */
  max?: number;
  loading?: boolean;
  onConfirm: () => void;
  /** The confirm button's text; 'Confirm' when left out. */
  confirmLabel?: string;
}

const skeletonTiles = 6;

/**
 * Choosing inscriptions from a wallet: a grid of checkable tiles (picture and name), how many are chosen,
 * and Confirm. At the limit the tiles not chosen are disabled and a hint says why.
 */
export function NftPicker({
  inscriptions,
  selected,
  onSelectedChange,
  max,
  loading = false,
  onConfirm,
  confirmLabel,
}: NftPickerProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  const labelId = useId();
  const atMax = max !== undefined && selected.length >= max;
  if (loading) {
    return (
      <SkeletonGroup label={t('picker.loading')}>
        <Tiles as="div">
          {Array.from({ length: skeletonTiles }, (_, tile) => (
            <Skeleton key={tile} shape="rect" aspectRatio="1 / 1" />
          ))}
        </Tiles>
      </SkeletonGroup>
    );
  }
  if (inscriptions.length === 0) {
    return <EmptyState title={t('picker.emptyTitle')} description={t('picker.emptyDescription')} />;
  }
  // The group reports the whole new selection; one past the limit is refused, the tiles' disabling aside.
  const change = (ids: string[]) => {
    if (max === undefined || ids.length <= max) onSelectedChange(ids);
  };
  return (
    <WalletView>
      <CheckboxGroup aria-labelledby={labelId} value={[...selected]} onChange={change}>
        <Heading id={labelId}>{t('picker.label')}</Heading>
        <Tiles>
          {inscriptions.map((inscription) => (
            <CheckboxField
              key={inscription.inscriptionId}
              value={inscription.inscriptionId}
              isDisabled={atMax && !selected.includes(inscription.inscriptionId)}
            >
              <Tile>
                <Picture>
                  <Image src={inscription.imageUrl ?? ''} alt="" />
                  <Mark aria-hidden>
                    <Check size={14} strokeWidth={3.5} />
                  </Mark>
                </Picture>
                <Name title={inscription.name}>{inscription.name}</Name>
              </Tile>
            </CheckboxField>
          ))}
        </Tiles>
      </CheckboxGroup>
      <Status aria-live="polite">
        <Count>
          {max === undefined
            ? t('picker.count', { count: selected.length })
            : t('picker.countMax', { count: selected.length, max })}
        </Count>
        {atMax && <WalletNote>{t('picker.maxReached', { max })}</WalletNote>}
      </Status>
      <Button size="large" fullWidth isDisabled={selected.length === 0} onPress={onConfirm}>
        {confirmLabel ?? t('picker.confirm')}
      </Button>
    </WalletView>
  );
}

const Heading = styled.span`
  ${textStyle('subtitle2')};
  display: block;
  margin-block-end: ${vars.space[2]};
  color: ${vars.color.text.secondary};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${vars.space[2]};
`;

const Mark = styled.span`
  position: absolute;
  inset-block-start: ${vars.space[1]};
  inset-inline-end: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 22px;
  block-size: 22px;
  border: 2px solid ${vars.color.text.secondary};
  border-radius: ${vars.radius.xs};
  color: transparent;
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.z1};
`;

const Tile = styled(CheckboxButton)`
  ${textStyle('caption')};
  ${selectableTile};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[2]};

  &[data-selected] ${Mark} {
    border-color: ${vars.color.primary.main};
    color: ${vars.color.primary.contrastText};
    background-color: ${vars.color.primary.main};
  }

  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Picture = styled.span`
  position: relative;
  display: block;
`;

/* Two lines before the cut: a drawer's tiles are narrow and names like 'Ordinal Punk #80012' are not. */
const Name = styled.span`
  display: -webkit-box;
  overflow: hidden;
  overflow-wrap: anywhere;
  color: ${vars.color.text.primary};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const Count = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.primary};
`;
