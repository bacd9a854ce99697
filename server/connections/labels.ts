/**
 * The 'connections' namespace of the app's translations on the server, for the files it writes
 * about connections (mailed exports, a visitor's data): the same labels the app shows.
 */
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, resolveLanguage } from '../../src/domain/language';
import de from '../../locales/de/connections.json' with { type: 'json' };
import en from '../../locales/en/connections.json' with { type: 'json' };
import es from '../../locales/es/connections.json' with { type: 'json' };
import fr from '../../locales/fr/connections.json' with { type: 'json' };
import nl from '../../locales/nl/connections.json' with { type: 'json' };
import tr from '../../locales/tr/connections.json' with { type: 'json' };

const i18n = i18next.createInstance();
void i18n.init({
  resources: { de: { c: de }, en: { c: en }, es: { c: es }, fr: { c: fr }, nl: { c: nl }, tr: { c: tr } },
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'c',
  ns: ['c'],
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The 'connections' labels in `language` (one of the six, or the default). */
export function connectionLabels(language: string | null | undefined): TFunction {
  return i18n.getFixedT(resolveLanguage(language));
}
