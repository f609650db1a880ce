import { describe, expect, it } from 'vitest';
import { chooseLanguage, initI18n, loadStrings } from './initI18n';

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

  it('keeps loading later namespaces in the chosen language', async () => {
    await loadStrings(['houseCard']);
    expect(i18n.t('houseCard:price')).toBe('价格');
  });
});
