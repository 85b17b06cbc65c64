import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

const FONT_URL = /url\((['"]?)data:font\/woff2;base64,([A-Za-z0-9+/=]+)\1\)\s*format\((['"])woff2\3\);?/g;

/**
 * Moves the fonts Cloudscape's global styles inline as base64 (`@cloudscape-design/global-styles`, about
 * 150 KiB of render-blocking CSS) into separate `.woff2` files, which Vite then emits as hashed, cacheable
 * assets, and lets text show in a fallback font while they load (`font-display: swap`)
 * (docs/decisions/0059-first-load-and-compressed-answers.md).
 * @param cacheDir - where the decoded fonts are written (inside the project, so Vite may read them).
 */
export function externalFonts(cacheDir: string): Plugin {
  return {
    name: 'external-fonts',
    // The dev server keeps the fonts inline: nothing there is a first load over a network.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.css') || !code.includes('data:font/woff2;base64,')) return null;
      mkdirSync(cacheDir, { recursive: true });
      const out = code.replace(FONT_URL, (_match, _q, base64: string) => {
        const bytes = Buffer.from(base64, 'base64');
        const name = `font-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.woff2`;
        const file = join(cacheDir, name);
        writeFileSync(file, bytes);
        const path = relative(dirname(id), file).split('\\').join('/');
        return `url('${path.startsWith('.') ? path : `./${path}`}') format('woff2'); font-display: swap;`;
      });
      return { code: out, map: null };
    },
  };
}
