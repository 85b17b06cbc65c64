/// <reference types="vite/client" />
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from '../../../shared/i18n/catalogs';
import { LANGUAGE_INFO, languageDir, languageTag } from '../../../shared/i18n/languages';
import type { Language } from '../../../shared/interview-options';

/** One lazily loaded chunk per catalog: the applicant downloads only the interview's language. */
const CATALOG_LOADERS = import.meta.glob<{ default: Catalog }>('../../../shared/i18n/locales/*.json');

const SUPPORTED_TAGS = new Set(Object.values(LANGUAGE_INFO).map((l) => l.tag));

/**
 * The i18next instance of the applicant's session page (decision record 0029): the shared catalogs,
 * one language at a time. React escapes what it renders, so i18next does not.
 */
export const sessionI18n = i18next.createInstance();
void sessionI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The catalog tag to use before the interview's language is known: the browser's, when it is one of ours. */
export function browserTag(): string {
  const tag = (typeof navigator !== 'undefined' ? navigator.language : 'en').split('-')[0]!.toLowerCase();
  return SUPPORTED_TAGS.has(tag) ? tag : 'en';
}

/** Loads (once) and switches to the catalog of a tag. */
export async function loadCatalog(tag: string): Promise<void> {
  if (!sessionI18n.hasResourceBundle(tag, 'translation')) {
    const loader = CATALOG_LOADERS[`../../../shared/i18n/locales/${tag}.json`];
    if (!loader) throw new Error(`No message catalog for ${tag}`);
    sessionI18n.addResourceBundle(tag, 'translation', (await loader()).default);
  }
  await sessionI18n.changeLanguage(tag);
}

/**
 * Speaks the interview's language on the page: loads its catalog, sets `<html lang>` and `dir` (Arabic
 * reads right to left) while the page is shown, and restores them when it is left.
 * @param language - the session's language; the browser's language (or English) until it is known.
 * @returns whether the catalog is ready.
 */
export function useSessionLanguage(language: Language | undefined): boolean {
  const tag = language ? languageTag(language) : browserTag();
  const [loaded, setLoaded] = useState<string>();
  useEffect(() => {
    let active = true;
    void loadCatalog(tag).then(() => {
      if (active) setLoaded(tag);
    });
    return () => {
      active = false;
    };
  }, [tag]);
  useEffect(() => {
    const html = document.documentElement;
    const previous = { lang: html.lang, dir: html.dir };
    html.lang = tag;
    html.dir = language ? languageDir(language) : 'ltr';
    return () => {
      html.lang = previous.lang;
      html.dir = previous.dir;
    };
  }, [tag, language]);
  return loaded === tag && sessionI18n.language === tag;
}

/**
 * A date and time as the applicant reads it: in the browser's locale when it is a variant of the
 * interview's language (pt-BR for Portuguese), else in the interview's language; the browser's time zone.
 * @param iso - ISO-8601 time.
 */
export function formatSessionDate(iso: string, tag = sessionI18n.language): string {
  const browser = typeof navigator !== 'undefined' ? navigator.language : tag;
  const locale = browser.toLowerCase().startsWith(tag) ? browser : tag;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}
