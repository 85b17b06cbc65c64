import i18next, { type TFunction } from 'i18next';
import type { Catalog } from '../shared/i18n/catalogs';
import {
  email as arEmail,
  errors as arErrors,
  followUp as arFollowUp,
  report as arReport,
} from '../shared/i18n/locales/ar.json';
import {
  email as bnEmail,
  errors as bnErrors,
  followUp as bnFollowUp,
  report as bnReport,
} from '../shared/i18n/locales/bn.json';
import {
  email as enEmail,
  errors as enErrors,
  followUp as enFollowUp,
  report as enReport,
} from '../shared/i18n/locales/en.json';
import {
  email as esEmail,
  errors as esErrors,
  followUp as esFollowUp,
  report as esReport,
} from '../shared/i18n/locales/es.json';
import {
  email as hiEmail,
  errors as hiErrors,
  followUp as hiFollowUp,
  report as hiReport,
} from '../shared/i18n/locales/hi.json';
import {
  email as jaEmail,
  errors as jaErrors,
  followUp as jaFollowUp,
  report as jaReport,
} from '../shared/i18n/locales/ja.json';
import {
  email as paEmail,
  errors as paErrors,
  followUp as paFollowUp,
  report as paReport,
} from '../shared/i18n/locales/pa.json';
import {
  email as ptEmail,
  errors as ptErrors,
  followUp as ptFollowUp,
  report as ptReport,
} from '../shared/i18n/locales/pt.json';
import {
  email as ruEmail,
  errors as ruErrors,
  followUp as ruFollowUp,
  report as ruReport,
} from '../shared/i18n/locales/ru.json';
import {
  email as zhEmail,
  errors as zhErrors,
  followUp as zhFollowUp,
  report as zhReport,
} from '../shared/i18n/locales/zh.json';
import { languageTag } from '../shared/i18n/languages';

/**
 * The parts of the message catalogs (decision record 0029) the server renders: e-mails, the errors an
 * applicant reads, the offline provider's follow-up probes and the fixed sentences of a session report. Named imports of the catalogs' top-level keys, so a function's bundle leaves out the
 * web app's texts (the applicant page's, most of each catalog; decision record 0069).
 */
const SERVER_CATALOGS: Record<string, Catalog> = {
  ar: { email: arEmail, errors: arErrors, followUp: arFollowUp, report: arReport },
  bn: { email: bnEmail, errors: bnErrors, followUp: bnFollowUp, report: bnReport },
  en: { email: enEmail, errors: enErrors, followUp: enFollowUp, report: enReport },
  es: { email: esEmail, errors: esErrors, followUp: esFollowUp, report: esReport },
  hi: { email: hiEmail, errors: hiErrors, followUp: hiFollowUp, report: hiReport },
  ja: { email: jaEmail, errors: jaErrors, followUp: jaFollowUp, report: jaReport },
  pa: { email: paEmail, errors: paErrors, followUp: paFollowUp, report: paReport },
  pt: { email: ptEmail, errors: ptErrors, followUp: ptFollowUp, report: ptReport },
  ru: { email: ruEmail, errors: ruErrors, followUp: ruFollowUp, report: ruReport },
  zh: { email: zhEmail, errors: zhErrors, followUp: zhFollowUp, report: zhReport },
};

let instance: ReturnType<typeof i18next.createInstance> | undefined;

/** The i18next instance, made on the first message asked for (not at load: docs/decisions/0130-schemas-built-where-used.md). */
function messages() {
  if (instance) return instance;
  instance = i18next.createInstance();
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
  return instance;
}

/**
 * The messages of one interview language (decision record 0029), e.g. `t('errors.SessionSubmitted')`.
 * @param language - a session's language (one of the ten).
 */
export function translator(language: string): TFunction {
  return messages().getFixedT(languageTag(language));
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
