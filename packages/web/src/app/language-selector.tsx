import { isLocale, locales } from '@ops/locales';
import { useId } from 'react';
import { useI18n } from '../lib/i18n/use-i18n.ts';

export function LanguageSelector() {
  const { t, locale, setLocale } = useI18n();
  const selectId = useId();
  return (
    <div className="language-selector">
      <label htmlFor={selectId}>{t.shell.language.label()}</label>
      <select
        id={selectId}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {t.shell.language.names[code]()}
          </option>
        ))}
      </select>
    </div>
  );
}
