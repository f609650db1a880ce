import { languages, type Language } from '@ordmarket/locales';
import { IconButton, Menu } from '@ordmarket/ui';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/initI18n';
import { intlLocale, isLanguage } from '../i18n/languageTags';

/**
 * Switches between English and Chinese; i18next keeps the choice under `i18nextLng` (spec §1). The other
 * language's strings load first and the page switches once they are in, so it never shows bare keys.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(['app', 'common']);
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Menu<Language>
      trigger={
        <IconButton label={t('language.choose', { language: t(`common:language.${current}`) })}>
          <Languages size={22} aria-hidden />
        </IconButton>
      }
      actions={languages.map((language) => ({ id: language, label: t(`common:language.${language}`) }))}
      onAction={(language) =>
        void chooseLanguage(language).then(() => {
          applyDocumentLanguage(language);
        })
      }
      placement="bottom end"
    />
  );
}

/** The page's lang follows the choice, so screen readers and fonts (Noto Sans SC) follow it too. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = intlLocale(language);
}
