import { CATALOGS, type Catalog } from '../../../shared/i18n/catalogs';

function leaves(catalog: Catalog): string[] {
  return Object.values(catalog).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
}

/**
 * The fixed parts (4 characters or more, around `{{placeholders}}`) of every English and Spanish catalog
 * text that the catalog of `tag` does not also contain: none of them may appear on a page in that
 * language.
 */
export function foreignCatalogFragments(tag: string): string[] {
  const own = leaves(CATALOGS[tag]!).join('\n');
  const fragments = ['en', 'es']
    .filter((t) => t !== tag)
    .flatMap((t) => leaves(CATALOGS[t]!))
    .flatMap((text) => text.split(/\{\{\w+\}\}/))
    .map((f) => f.trim().replace(/^[\s:.,()–—-]+|[\s:.,()–—-]+$/g, ''))
    .filter((f) => f.length >= 4 && !own.includes(f));
  return [...new Set(fragments)];
}
