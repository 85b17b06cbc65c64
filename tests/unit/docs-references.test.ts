import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Every reference in code and docs points inside the repository: markdown links and `docs/…#anchor`
 * mentions name files (and anchors) that exist, and nothing cites design documents that live elsewhere.
 * See docs/README.md.
 */

const ROOT = resolve(__dirname, '../..');
/** Folders never scanned: dependencies, build output, local data. */
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'cdk.out',
  '.local',
  'coverage',
  'test-results',
  '.cognito',
]);
/** Where code lives; docs are `docs/` and the README. */
const CODE_DIRS = ['functions', 'shared', 'infra', 'web', 'tests', 'bench'];
/** Files allowed to name the forbidden documents: this check itself. */
const SELF = new Set(['tests/unit/docs-references.test.ts']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|ya?ml)$/;

/** A problem found, as `path:line: message`. */
type Problem = string;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (TEXT_FILE.test(name) || dirname(path).endsWith('.ci')) out.push(relative(ROOT, path));
  }
  return out;
}

const ALL_FILES = walk(ROOT).filter((f) => f !== 'package-lock.json');
const CODE_FILES = ALL_FILES.filter((f) => CODE_DIRS.some((d) => f.startsWith(`${d}/`)));
const DOC_FILES = ALL_FILES.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Anchors of a markdown text: explicit `<a id="…">` and heading slugs (repeats get `-1`, `-2`, …). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/<a\s+(?:id|name)=["']([^"']+)["']/g)) anchors.add(m[1]!);
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const m of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/**
 * Checks that `target` (a repository path, maybe with `#anchor`; `#anchor` alone means `self`) exists,
 * trying each base folder in turn. Returns the problem, or `null` when it exists.
 */
function checkTarget(bases: string[], target: string, self?: string): string | null {
  const [path = '', anchor] = target.split('#');
  const candidates = path === '' ? (self ? [join(ROOT, self)] : []) : bases.map((b) => resolve(b, path));
  for (const full of candidates) {
    if (!existsSync(full)) continue;
    if (!anchor || !full.endsWith('.md') || anchorsOf(readFileSync(full, 'utf8')).has(anchor)) return null;
    return `anchor #${anchor} not found in ${relative(ROOT, full)}`;
  }
  return `${path || target} does not exist`;
}

/** A markdown link target that names a repository file (not a URL, not code like `fns[k](x)`). */
const LOOKS_LIKE_PATH =
  /^(\.{0,2}\/)?[\w@.-]+(\/[\w@.-]+)*(\/|\.(md|ts|tsx|js|json|ya?ml|html|css|png|svg))?(#[\w-]+)?$/;

/** Broken markdown links `[text](path)` and `docs/…#anchor` mentions in one file's text. */
function brokenReferences(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const isMarkdown = file.endsWith('.md');
  const fileDir = dirname(join(ROOT, file));
  for (const m of text.matchAll(/\[[^\]\n]*\]\(<?([^)\s>]+)>?\)/g)) {
    const target = m[1]!;
    if (/^[a-z][\w+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    if (!isMarkdown && (!LOOKS_LIKE_PATH.test(target) || !/[/.]/.test(target.split('#')[0]!))) continue;
    const problem = checkTarget(isMarkdown ? [fileDir] : [fileDir, ROOT], target, file);
    if (problem) problems.push(`${file}:${lineOf(text, m.index)}: link ${target}: ${problem}`);
  }
  for (const m of text.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g)) {
    const problem = checkTarget([ROOT], m[0]);
    if (problem) problems.push(`${file}:${lineOf(text, m.index)}: ${m[0]}: ${problem}`);
  }
  return problems;
}

/** Mentions of design documents that are not in this repository. */
const FOREIGN_DOCS = /\b(?:ARCHITECTURE|STYLE|TOOLCHAIN)\.md\b|\b[Ss]pec(?:'s)? sections?\b/g;

/** Every mention of a document outside the repository in one file's text. */
function foreignDocMentions(file: string, text: string): Problem[] {
  return [...text.matchAll(FOREIGN_DOCS)].map(
    (m) => `${file}:${lineOf(text, m.index)}: cites "${m[0]}", which is not in this repository`,
  );
}

/** Backticked repository paths in the docs (`functions/config.ts`) that do not exist. */
function missingDocPaths(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const roots = [...CODE_DIRS, 'docs', 'scripts'].join('|');
  const pattern = new RegExp(`\`((?:${roots})/[\\w./-]+)\``, 'g');
  for (const m of text.matchAll(pattern)) {
    if (!existsSync(join(ROOT, m[1]!)))
      problems.push(`${file}:${lineOf(text, m.index)}: \`${m[1]}\` does not exist`);
  }
  return problems;
}

describe('references to documents', () => {
  it('finds broken links, missing anchors and foreign documents when there are some', () => {
    const text = [
      'See [the guide](docs/nowhere.md) and docs/architecture.md#no-such-anchor.',
      'Also docs/product.md#rule-access-code and [ok](docs/README.md#decisions).',
      // Assembled, so this file does not itself cite the documents it is about.
      `As ${'ARCHITECTURE'}.md says (${'spec'} section 5).`,
    ].join('\n');
    expect(brokenReferences('README.md', text)).toEqual([
      'README.md:1: link docs/nowhere.md: docs/nowhere.md does not exist',
      'README.md:1: docs/nowhere.md: docs/nowhere.md does not exist',
      'README.md:1: docs/architecture.md#no-such-anchor: anchor #no-such-anchor not found in docs/architecture.md',
    ]);
    expect(foreignDocMentions('x.ts', text)).toHaveLength(2);
    expect(missingDocPaths('docs/x.md', 'Read `functions/config.ts` and `functions/nowhere.ts`.')).toEqual([
      'docs/x.md:1: `functions/nowhere.ts` does not exist',
    ]);
  });

  it('every markdown link and docs/ mention in code and docs names an existing file and anchor', () => {
    const problems = [...CODE_FILES, ...DOC_FILES]
      .filter((f) => !SELF.has(f))
      .flatMap((f) => brokenReferences(f, read(f)));
    expect(problems).toEqual([]);
  });

  it('every repository path the docs name in backticks exists', () => {
    expect(DOC_FILES.flatMap((f) => missingDocPaths(f, read(f)))).toEqual([]);
  });

  it('nothing cites design documents or specification sections that are not in the repository', () => {
    const problems = ALL_FILES.filter((f) => !SELF.has(f)).flatMap((f) => foreignDocMentions(f, read(f)));
    expect(problems).toEqual([]);
  });
});
