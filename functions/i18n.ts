import i18next, { type TFunction } from 'i18next';
import { CATALOGS } from '../shared/i18n/catalogs';
import { languageTag } from '../shared/i18n/languages';

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    Object.entries(CATALOGS).map(([tag, catalog]) => [tag, { translation: catalog }]),
  ),
  lng: 'en',
  // Every catalog has every key (tests/unit/i18n-catalogs.test.ts): a gap is a bug, not English text.
  fallbackLng: false,
  initAsync: false,
  // Callers escape for HTML themselves (functions/email/ses.ts); plain text needs the raw values.
  interpolation: { escapeValue: false },
});

/**
 * The messages of one interview language (decision record 0029), e.g. `t('errors.SessionSubmitted')`.
 * @param language - a session's language (one of the ten).
 */
export function translator(language: string): TFunction {
  return instance.getFixedT(languageTag(language));
}

/**
 * A deadline as an applicant reads it in an e-mail or server message: long date and time in the
 * interview's language, in UTC (the server does not know the applicant's time zone), e.g.
 * "24 November 2026 at 19:40 UTC".
 * @param iso - ISO-8601 time.
 */
export function formatDeadline(iso: string, language: string): string {
  return (
    new Intl.DateTimeFormat(languageTag(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso)) + ' UTC'
  );
}
