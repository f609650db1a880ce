import { loadNamespace } from '@ordmarket/locales';
import { envelopeCodes, ProtocolError } from '@ordmarket/protocol';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/ApiCallError';
import { FeeRatesUnknownError } from '../stores/config/feeRatesUnknown';
import { UserCanceledError } from './userCanceled';
import { WalletError } from './walletError';
import { explainError } from './explainError';

const i18n = i18next.createInstance();
const [en, cn] = await Promise.all([loadNamespace('en', 'common'), loadNamespace('cn', 'common')]);
void i18n.init({
  resources: { en: { common: en }, cn: { common: cn } },
  ns: ['common'],
  lng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const inEnglish = i18n.getFixedT('en', 'common');
const inChinese = i18n.getFixedT('cn', 'common');

const path = '/btc/ordinals/buy_ordinals_list';
const soldOut = new ApiCallError(path, envelopeCodes.purchaseRefused, 'This listing is no longer for sale');

describe("an error in the trader's words", () => {
  it("keeps the market's own reason as the English text (spec §8) and adds what to do for its code", () => {
    expect(explainError(soldOut, inEnglish)).toEqual({
      text: 'This listing is no longer for sale',
      hint: 'Refresh the page: it may have been sold or repriced. Nothing was spent.',
    });
    const busy = new ApiCallError(path, envelopeCodes.rateLimited, 'Too many requests');
    expect(explainError(busy, inEnglish).hint).toBe('Wait a few seconds, then try again.');
  });

  it('says it in Chinese on a Chinese page, keeping a specific reason and dropping a generic one', () => {
    expect(explainError(soldOut, inChinese)).toEqual({
      text: '购买未完成：This listing is no longer for sale',
      hint: '请刷新页面：它可能已被售出或改价。没有花费任何资金。',
    });
    const down = new ApiCallError(path, envelopeCodes.chainUnavailable, 'bitcoind: connection refused');
    expect(explainError(down, inChinese)).toEqual({
      text: '暂时无法连接比特币网络。',
      hint: '没有发送任何内容。请一分钟后重试。',
    });
  });

  it('has words for every code the market answers, in both languages', () => {
    for (const [name, code] of Object.entries(envelopeCodes)) {
      if (name === 'success') continue;
      for (const t of [inEnglish, inChinese]) {
        const { text, hint } = explainError(new ApiCallError(path, code, 'the reason'), t);
        expect(text, name).not.toMatch(/errors\./);
        expect(hint, name).not.toMatch(/errors\.|^$/);
      }
    }
  });

  it('tells a failed connection from a refusal, and a code it does not know still shows the reason', () => {
    expect(explainError(new ApiCallError(path, undefined, 'Network Error'), inEnglish)).toEqual({
      text: 'Network Error',
      hint: 'Check your connection, then try again.',
    });
    expect(explainError(new ApiCallError(path, undefined, 'Network Error'), inChinese).text).toBe('无法连接到市场。');
    expect(explainError(new ApiCallError(path, 424242, 'Odd refusal'), inChinese).text).toBe(
      '市场返回了错误：Odd refusal',
    );
  });

  it("names the wallet when the wallet failed, in the wallet's words", () => {
    const locked = new WalletError('UniSat', 'Wallet is locked');
    expect(explainError(locked, inEnglish)).toEqual({
      text: 'UniSat: Wallet is locked',
      hint: "Check that the wallet is unlocked, on the market's network and holds enough to pay, then try again.",
    });
    expect(explainError(locked, inChinese).text).toBe('UniSat 钱包报错：Wallet is locked');
  });

  it('says a cancel, a payment asked for before the fee rates, a failed check and anything else', () => {
    expect(explainError(new UserCanceledError(), inEnglish)).toEqual({
      text: 'Cancelled in your wallet.',
      hint: 'Nothing was signed or sent.',
    });
    expect(explainError(new FeeRatesUnknownError(), inChinese).text).toBe('尚未获得网络手续费率。');
    const check = new ProtocolError('outputMismatch', 'The seller output does not pay the listed price');
    expect(explainError(check, inChinese).text).toBe('交易未通过检查：The seller output does not pay the listed price');
    expect(explainError('boom', inEnglish)).toEqual({
      text: 'boom',
      hint: 'If it keeps happening, reload the page.',
    });
  });
});
