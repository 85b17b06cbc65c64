import ar from './locales/ar.json';
import bn from './locales/bn.json';
import en from './locales/en.json';
import es from './locales/es.json';
import hi from './locales/hi.json';
import ja from './locales/ja.json';
import pa from './locales/pa.json';
import pt from './locales/pt.json';
import ru from './locales/ru.json';
import zh from './locales/zh.json';

/**
 * A message catalog: nested keys to i18next texts. Every catalog has the keys of the English one, with
 * the plural forms its language needs (tests/unit/i18n-catalogs.test.ts).
 */
export interface Catalog {
  [key: string]: string | Catalog;
}

/**
 * Every message catalog, by language tag (decision record 0029): the server renders e-mails and the
 * messages an applicant reads from these; the web app loads only the one of the interview's language.
 */
export const CATALOGS: Record<string, Catalog> = { ar, bn, en, es, hi, ja, pa, pt, ru, zh };
