import { type Language, LANGUAGES } from '../../../shared/interview-options';

/** sessionStorage key of the organization's default interview language last seen in this tab. */
export const DEFAULT_LANGUAGE_STORAGE_KEY = 'hiring.defaultLanguage';

/** The organization's default interview language last seen in this tab, if any. */
export function readRememberedDefaultLanguage(): Language | undefined {
  try {
    const value = sessionStorage.getItem(DEFAULT_LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the organization's default interview language for this tab (a reload starts with it). */
export function rememberDefaultLanguage(language: Language): void {
  try {
    sessionStorage.setItem(DEFAULT_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable (private mode, quota): the forms wait for the server's answer instead.
  }
}

/** Forgets the remembered default interview language (on sign-out, so the next manager never sees it). */
export function forgetRememberedDefaultLanguage(): void {
  try {
    sessionStorage.removeItem(DEFAULT_LANGUAGE_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
