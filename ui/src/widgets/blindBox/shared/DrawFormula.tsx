import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { textStyle } from '../../../theme/textStyle';
import { Prose } from './houseLayout.styles';

export interface DrawFormulaValues {
  readonly clientSeed: string;
  readonly nonce: number;
  readonly poolSize: number;
}

/**
 * How a draw is made, written out so anyone can redo it: in general terms, or with one draw's own client
 * seed, nonce and pool size filled in.
 */
export function DrawFormula({ values }: { values?: DrawFormulaValues }) {
  const { t } = useKitStrings(housesStrings);
  const message = values ? `${values.clientSeed}:${values.nonce}` : `${t('formula.clientSeed')}:${t('formula.nonce')}`;
  const poolSize = values ? String(values.poolSize) : t('formula.poolSize');
  return (
    <>
      {/* A formula reads left to right in right-to-left pages too. */}
      <Lines dir="ltr">
        <code>{t('formula.hmac', { message })}</code>
        <code>{t('formula.ticket')}</code>
        <code>{t('formula.index', { poolSize })}</code>
      </Lines>
      <Prose>{t('formula.prize')}</Prose>
    </>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.neutral};
  text-align: start;

  & > code {
    ${textStyle('caption')};
    font-family: ${vars.fontFamily.mono};
    color: ${vars.color.text.primary};
    overflow-wrap: anywhere;
  }
`;
