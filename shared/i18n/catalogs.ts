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

/** The shape of a catalog: the English one, which every other catalog mirrors key for key. */
export type Catalog = typeof en;

/**
 * Every message catalog, by language tag (decision record 0029): the server renders e-mails and the
 * messages an applicant reads from these; the web app loads only the one of the interview's language.
 */
export const CATALOGS: Record<string, Catalog> = { ar, bn, en, es, hi, ja, pa, pt, ru, zh };
