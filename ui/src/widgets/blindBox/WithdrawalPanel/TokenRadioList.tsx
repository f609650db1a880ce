import { vars } from '@ordmarket/tokens';
import { RadioField } from 'react-aria-components';
import styled from 'styled-components';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { FollowPageDirection } from '../../../internal/FollowPageDirection';
import type { Brc20Amount } from '../shared/blindBoxTypes';
import { WalletNote } from '../shared/boxBalance.styles';
import { RadioTile, RadioTiles } from './radioTiles.styles';
import { TokenFigure } from '../shared/TokenFigure';

interface TokenRadioListProps {
  tokens: readonly Brc20Amount[];
  selectedTick: string | undefined;
  onSelect: (tick: string) => void;
}

/** The ticks held in the box as radio rows (one is withdrawn at a time), each with the amount held. */
export function TokenRadioList({ tokens, selectedTick, onSelect }: TokenRadioListProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  if (tokens.length === 0) return <WalletNote>{t('withdraw.noTokens')}</WalletNote>;
  return (
    <FollowPageDirection>
      <RadioTiles aria-label={t('withdraw.chooseToken')} value={selectedTick ?? null} onChange={onSelect}>
        {tokens.map((token) => (
          <RadioField key={token.tick} value={token.tick}>
            <Row>
              <TokenFigure tick={token.tick} amount={token.amount} />
            </Row>
          </RadioField>
        ))}
      </RadioTiles>
    </FollowPageDirection>
  );
}

// A token has no picture, so its row is padded to the height of an inscription's.
const Row = styled(RadioTile)`
  padding: ${vars.space[3]};
`;
