import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Amount } from '../../../primitives/Amount/Amount';
import { formatBtc } from '../../../primitives/Amount/formatAmount';
import type { BoxPrize } from '../shared/blindBoxTypes';
import { RecordLine, RecordList, RecordName, RecordRow, WalletFact, WalletFacts } from '../shared/boxBalance.styles';
import { ChosenInscriptions } from '../shared/ChosenInscriptions';
import { groupPrizes } from './prizeGroups';
import { TokenFigure } from '../shared/TokenFigure';
import { useTokenText } from '../shared/usePrizeText';

/**
 * A provider's prizes as they come back: BTC prizes counted by value with their total, BRC-20 prizes counted by
 * size with what they come to, then inscriptions.
 */
export function ReturnedPrizes({ prizes }: { prizes: readonly BoxPrize[] }) {
  const { t } = useKitStrings(boxBalanceStrings);
  const tokenText = useTokenText();
  const { btc, brc20, inscriptions, btcTotalSats } = groupPrizes(prizes);
  return (
    <>
      {btc.length > 0 && (
        <>
          <RecordList aria-label={t('liquidity.btcBack')}>
            {btc.map((group) => (
              <RecordRow key={group.sats}>
                <RecordLine>
                  <RecordName>
                    {t('liquidity.btcGroup', { prizes: group.count, value: formatBtc(group.sats) })}
                  </RecordName>
                  <Amount sats={BigInt(group.sats) * BigInt(group.count)} size="small" />
                </RecordLine>
              </RecordRow>
            ))}
          </RecordList>
          <WalletFacts>
            <WalletFact>
              <dt>{t('liquidity.btcTotal')}</dt>
              <dd>
                <Amount sats={btcTotalSats} size="small" />
              </dd>
            </WalletFact>
          </WalletFacts>
        </>
      )}
      {brc20.length > 0 && (
        <RecordList aria-label={t('liquidity.brc20Back')}>
          {brc20.map((group) => (
            <RecordRow key={`${group.tick}:${group.amount}`}>
              <RecordLine>
                <RecordName>{t('liquidity.brc20Group', { prizes: group.count, value: tokenText(group) })}</RecordName>
                <TokenFigure tick={group.tick} amount={group.total} />
              </RecordLine>
            </RecordRow>
          ))}
        </RecordList>
      )}
      {inscriptions.length > 0 && (
        <ChosenInscriptions
          label={t('liquidity.inscriptionsBack')}
          inscriptions={inscriptions.map(({ inscriptionId, name, imageUrl }) => ({ inscriptionId, name, imageUrl }))}
        />
      )}
    </>
  );
}
