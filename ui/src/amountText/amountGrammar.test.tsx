import { readBtcText, readCountText, readTokenText, type AmountReading } from '@ordmarket/protocol/units';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { btcToSats, countFromInput } from '../widgets/blindBox/shared/btcInput';
import { tokenUnits } from '../widgets/blindBox/shared/tokenAmount';
import { mintedTotal } from '../widgets/Brc20Inscribe/mintedTotal';
import { loadKitStrings } from '../intl/catalogues';
import { KitStringsProvider } from '../intl/KitStringsProvider';
import { readCountEdit } from '../primitives/NumberField/positiveInteger';
import { useAmountProblemText, type AmountField } from './useAmountProblemText';

// The texts issue 31 names, and their neighbours. Every amount field of the kit reads them as protocol does.
const texts = ['0.5', '1', '12', '.5', '1.', '007', '00.1', '1e-8', '0.000000001', '21000001', '0', '', ' 3 ', '１２'];

const value = (reading: AmountReading) => (reading.ok ? reading.units : null);

describe("the kit's amount fields read protocol's one grammar", () => {
  it.each(texts)('%j reads the same in the box BTC fields', (text) => {
    expect(btcToSats(text)).toBe(value(readBtcText(text)));
  });

  it.each(texts)('%j reads the same in the prize counts and the count field', (text) => {
    const count = value(readCountText(text));
    expect(countFromInput(text)).toBe(count === null ? null : Number(count));
    const edit = readCountEdit(text);
    if (count !== null) expect(edit).toEqual({ kind: 'count', value: Number(count) });
    else expect(edit.kind).not.toBe('count');
  });

  it.each(texts)('%j reads the same in the BRC-20 prize sizes and mint totals', (text) => {
    const units = value(readTokenText(text));
    expect(tokenUnits(text)).toBe(units);
    expect(mintedTotal(text, 1) === null).toBe(units === null);
  });
});

function Words({ reading, field }: { reading: AmountReading; field: AmountField }) {
  return useAmountProblemText()(reading, field) ?? '(none)';
}

const say = (reading: AmountReading, field: AmountField, locale = 'en') =>
  renderToStaticMarkup(
    <KitStringsProvider locale={locale}>
      <Words reading={reading} field={field} />
    </KitStringsProvider>,
  );

describe('why a text is refused, in the trader’s words', () => {
  beforeAll(() => loadKitStrings('zh'));

  it.each<[string, AmountField, string]>([
    ['.5', { kind: 'btc' }, 'Put a digit on each side of the point: 0.5.'],
    ['1.', { kind: 'btc' }, 'Put a digit on each side of the point: 1.'],
    ['007', { kind: 'btc' }, 'Enter it without a leading zero: 7.'],
    ['00.1', { kind: 'btc' }, 'Enter it without a leading zero: 0.1.'],
    ['1e-8', { kind: 'btc' }, 'Use digits and at most one decimal point, like 0.5.'],
    ['0.000000001', { kind: 'btc' }, 'At most 8 decimals: 1 sat (0.00000001 BTC) is the smallest amount.'],
    ['21000001', { kind: 'btc' }, 'That is more than the 21,000,000 BTC there will ever be.'],
    ['', { kind: 'btc' }, '(none)'],
    ['0.5', { kind: 'btc' }, '(none)'],
  ])('BTC %j: %s', (text, field, words) => {
    expect(say(readBtcText(text), field)).toBe(words);
  });

  it('words token amounts by the tick’s decimals', () => {
    const token = (decimals: number): AmountField => ({ kind: 'token', decimals });
    expect(say(readTokenText('0.001', 2), token(2))).toBe('This token allows at most 2 decimals.');
    expect(say(readTokenText('0.01', 1), token(1))).toBe('This token allows at most 1 decimal.');
    expect(say(readTokenText('1.5', 0), token(0))).toBe('This token has no decimals: enter a whole number.');
    expect(say(readTokenText('0'), token(18))).toBe('Enter more than 0.');
    expect(say(readTokenText('18446744073709551616'), token(18))).toContain('18,446,744,073,709,551,615');
  });

  it('words counts by the spec’s positive integer rule', () => {
    expect(say(readCountText('0'), { kind: 'count' })).toBe('Enter 1 or more.');
    expect(say(readCountText('01'), { kind: 'count' })).toBe('Enter it without a leading zero: 1.');
    expect(say(readCountText('1.5'), { kind: 'count' })).toBe('Enter a whole number.');
    expect(say(readCountText('ten'), { kind: 'count' })).toBe('Enter a whole number.');
    expect(say(readCountText('1000', 500), { kind: 'count', max: 500 })).toBe('At most 500.');
  });

  it('says the same in Chinese', () => {
    expect(say(readBtcText('.5'), { kind: 'btc' }, 'zh')).toBe('小数点两边都要有数字：0.5。');
    expect(say(readBtcText('007'), { kind: 'btc' }, 'zh')).toBe('请去掉开头的 0：7。');
  });
});
