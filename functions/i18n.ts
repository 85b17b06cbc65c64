import i18next, { type TFunction } from 'i18next';
import type { Catalog } from '../shared/i18n/catalogs';
import { email as arEmail, errors as arErrors, followUp as arFollowUp } from '../shared/i18n/locales/ar.json';
import { email as bnEmail, errors as bnErrors, followUp as bnFollowUp } from '../shared/i18n/locales/bn.json';
import { email as enEmail, errors as enErrors, followUp as enFollowUp } from '../shared/i18n/locales/en.json';
import { email as esEmail, errors as esErrors, followUp as esFollowUp } from '../shared/i18n/locales/es.json';
import { email as hiEmail, errors as hiErrors, followUp as hiFollowUp } from '../shared/i18n/locales/hi.json';
import { email as jaEmail, errors as jaErrors, followUp as jaFollowUp } from '../shared/i18n/locales/ja.json';
import { email as paEmail, errors as paErrors, followUp as paFollowUp } from '../shared/i18n/locales/pa.json';
import { email as ptEmail, errors as ptErrors, followUp as ptFollowUp } from '../shared/i18n/locales/pt.json';
import { email as ruEmail, errors as ruErrors, followUp as ruFollowUp } from '../shared/i18n/locales/ru.json';
import { email as zhEmail, errors as zhErrors, followUp as zhFollowUp } from '../shared/i18n/locales/zh.json';
import { languageTag } from '../shared/i18n/languages';

/**
 * The parts of the message catalogs (decision record 0029) the server renders: e-mails, the errors an
 * applicant reads and the offline provider's follow-up probes. Named imports of the catalogs' top-level keys, so a function's bundle leaves out the
 * web app's texts (the applicant page's, most of each catalog; decision record 0069).
 */
const SERVER_CATALOGS: Record<string, Catalog> = {
  ar: { email: arEmail, errors: arErrors, followUp: arFollowUp },
  bn: { email: bnEmail, errors: bnErrors, followUp: bnFollowUp },
  en: { email: enEmail, errors: enErrors, followUp: enFollowUp },
  es: { email: esEmail, errors: esErrors, followUp: esFollowUp },
  hi: { email: hiEmail, errors: hiErrors, followUp: hiFollowUp },
  ja: { email: jaEmail, errors: jaErrors, followUp: jaFollowUp },
  pa: { email: paEmail, errors: paErrors, followUp: paFollowUp },
  pt: { email: ptEmail, errors: ptErrors, followUp: ptFollowUp },
  ru: { email: ruEmail, errors: ruErrors, followUp: ruFollowUp },
  zh: { email: zhEmail, errors: zhErrors, followUp: zhFollowUp },
};

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    Object.entries(SERVER_CATALOGS).map(([tag, catalog]) => [tag, { translation: catalog }]),
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
