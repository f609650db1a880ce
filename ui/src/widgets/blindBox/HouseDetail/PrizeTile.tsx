import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { singleLine } from '../../../theme/singleLine';
import { textStyle } from '../../../theme/textStyle';
import type { BoxPrize } from '../shared/blindBoxTypes';
import { PrizeAmount } from '../shared/PrizeAmount';
import { PrizeArt } from '../shared/PrizeArt';

/** One prize in a list: a thumbnail beside its name or amount. */
export function PrizeTile({ prize }: { prize: BoxPrize }) {
  return (
    <Tile>
      <Thumb>
        <PrizeArt prize={prize} />
      </Thumb>
      {prize.kind === 'inscription' ? (
        <Name title={prize.name}>{prize.name}</Name>
      ) : (
        <PrizeAmount prize={prize} size="small" />
      )}
    </Tile>
  );
}

const Tile = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
`;

const Thumb = styled.div`
  flex-shrink: 0;
  width: 40px;
`;

const Name = styled.span`
  ${textStyle('subtitle2')};
  min-width: 0;
  color: ${vars.color.text.primary};
  ${singleLine};
`;
