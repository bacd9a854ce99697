/** Change language: a native select, labelled, each language named in itself. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../domain/language';
import { changeLanguage } from '../lib/i18n';
import { Icon } from './icons';

export function LanguageMenu({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`language-menu ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('menu.changeLanguage')}
      </label>
      <Icon name="globe" size={18} />
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
