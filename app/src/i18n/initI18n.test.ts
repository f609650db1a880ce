import { KitStringsProvider, overlaysStrings, useKitStrings } from '@ordmarket/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, initI18n, loadStrings } from './initI18n';
import { intlLocale } from './languageTags';

// One i18next instance per test file (Vitest isolates modules by file), started once as the app starts it.
const i18n = await initI18n(['common', 'app']);

describe('strings loaded a namespace at a time', () => {
  it('starts with the namespaces named, in English, and no others', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
    expect(i18n.t('app:loading')).toBe('Loading…');
    expect(i18n.hasLoadedNamespace('trade')).toBe(false);
  });

  it('loads a namespace when asked, in the current language', async () => {
    await loadStrings(['trade']);
    expect(i18n.t('trade:marketplace.title')).toBe('Marketplace');
  });

  it('switches language only with every namespace asked for so far in the new language', async () => {
    await chooseLanguage('cn');
    expect(i18n.language).toBe('cn');
    expect(i18n.t('app:loading')).toBe('加载中…');
    expect(i18n.t('trade:marketplace.title')).toBe('市场');
  });

  it("brings in the kit's strings of the new language with it, so the kit's provider has nothing to wait for", () => {
    function CloseLabel() {
      return useKitStrings(overlaysStrings).t('close');
    }
    // Rendered on the server, a provider still waiting for its strings would throw rather than wait.
    const page = createElement(KitStringsProvider, {
      locale: intlLocale(i18n.language),
      children: createElement(CloseLabel),
    });
    expect(renderToStaticMarkup(page)).toBe('关闭');
  });

  it('keeps loading later namespaces in the chosen language', async () => {
    await loadStrings(['home']);
    expect(i18n.t('home:title')).toBe('Ordmarket：比特币 Ordinals 与 BRC-20 交易市场');
  });
});
