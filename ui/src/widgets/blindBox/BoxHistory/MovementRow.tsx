import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Amount } from '../../../primitives/Amount/Amount';
import { ShortIdLink } from '../../InscriptionOrderProgress/ShortIdLink';
import { textStyle } from '../../../theme/textStyle';
import type { BoxMovement, BoxMovementLine } from '../shared/blindBoxTypes';
import { RecordMeta, RecordName, RecordRow } from '../shared/boxBalance.styles';
import { formatUtcMoment } from '../../../time/formatTimes';
import { TokenFigure } from '../shared/TokenFigure';

// A true minus sign: the hyphen reads as a dash beside figures.
const minus = '\u2212';

/** One asset's change: '+' and green for what came in, '−' and red for what went out. */
function MovementAmount({ line }: { line: BoxMovementLine }) {
  const { t } = useKitStrings(boxBalanceStrings);
  // The amount is a signed decimal string: its sign is read off, the figure shown without it.
  const isOut = line.amount.startsWith('-');
  const size = isOut ? line.amount.slice(1) : line.amount;
  const isZero = !/[1-9]/.test(size);
  const tone = isZero ? 'default' : isOut ? 'down' : 'up';
  const sign = isZero ? '' : isOut ? minus : '+';
  return (
    <Signed data-tone={tone}>
      {line.kind === 'inscription' ? (
        t('history.inscriptionAmount', { amount: `${sign}${size}`, name: line.asset })
      ) : (
        <>
          {sign}
          {line.kind === 'btc' ? (
            <Amount sats={BigInt(size)} tone={tone} size="small" />
          ) : (
            <TokenFigure tick={line.asset} amount={size} tone={tone} />
          )}
        </>
      )}
    </Signed>
  );
}

interface MovementRowProps {
  movement: BoxMovement;
  /** Shown in the user's own history; a house's ledger is all one house. */
  showHouse: boolean;
}

/** A ledger movement: what it was (and for which house), each asset's signed change, when, and its tx. */
export function MovementRow({ movement, showHouse }: MovementRowProps) {
  const { t, locale } = useKitStrings(boxBalanceStrings);
  return (
    <RecordRow>
      <Head>
        <What>
          <RecordName>{t(`history.kinds.${movement.kind}`)}</RecordName>
          {showHouse && movement.houseName && <House title={movement.houseName}>{movement.houseName}</House>}
        </What>
        <Lines>
          {movement.lines.map((line, index) => (
            <MovementAmount key={`${index}:${line.asset}`} line={line} />
          ))}
        </Lines>
      </Head>
      <RecordMeta>
        <span>{formatUtcMoment(movement.at, locale)}</span>
        {movement.txid && (
          <span>
            {t('tx')} <ShortIdLink id={movement.txid} href={undefined} />
          </span>
        )}
      </RecordMeta>
    </RecordRow>
  );
}

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-width: 0;
`;

const What = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const House = styled.span`
  ${textStyle('caption')};
  overflow-wrap: anywhere;
  color: ${vars.color.text.secondary};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  align-items: flex-end;
  max-width: 60%;
`;

const Signed = styled.span`
  ${textStyle('subtitle2')};
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};

  &[data-tone='up'] {
    color: ${vars.color.success.text};
  }

  &[data-tone='down'] {
    color: ${vars.color.error.text};
  }
`;
