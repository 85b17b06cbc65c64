import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The README's recipes (add a route, an entity, a page, a language) name files, npm scripts, test
 * commands, exported names and doc sections. Each of them is checked here against the repository, so
 * renaming a file, a script, a check or an export the recipes rely on fails this test until the recipe
 * is brought up to date.
 */

const ROOT = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const SKIP_DIRS = new Set(['node_modules', '.git', 'cdk.out', 'dist', 'coverage']);

/** Every file of the repository, as paths relative to its root. */
function allFiles(dir = ''): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? allFiles(path) : [path];
  });
}
const FILES = allFiles();

/** The README's section between `## Recipes` and the next second-level heading, one entry per recipe. */
function recipes(readme = read('README.md')): Map<string, string> {
  const section = readme.split(/^## Recipes$/m)[1]!.split(/^## /m)[0]!;
  const out = new Map<string, string>();
  for (const paragraph of section.split(/\n\s*\n/)) {
    const title = /^\*\*(.+?)\*\*/.exec(paragraph.trim());
    if (title) out.set(title[1]!, paragraph.replace(/\s+/g, ' '));
  }
  return out;
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const PATH = /^(?:[\w.<>-]+\/)+[\w.<>-]+\.(?:ts|tsx|json|md|cjs)$/;

/** Files a path names: itself, or every file it stands for when it has a `<placeholder>` segment. */
function filesNamed(path: string): string[] {
  if (!path.includes('<')) return FILES.filter((f) => f === path || f.endsWith(`/${path}`));
  const pattern = new RegExp(`(^|/)${path.replace(/[.]/g, '\\.').replace(/<[^>]+>/g, '[^/]+')}$`);
  return FILES.filter((f) => pattern.test(f));
}

/** Paths a recipe names, in code spans or as bare `docs/…` links (anchor removed). */
function pathsOf(recipe: string): string[] {
  const spans = codeSpans(recipe).filter((s) => PATH.test(s));
  const bare = [...recipe.matchAll(/\b(docs\/[\w/-]+\.md)/g)].map((m) => m[1]!);
  return [...new Set([...spans, ...bare])];
}

const RECIPES = recipes();

describe('the README recipes', () => {
  it('are the four the README promises: a route, an entity, a page, a language', () => {
    expect([...RECIPES.keys()]).toEqual(['Add a route.', 'Add an entity.', 'Add a page.', 'Add a language.']);
  });

  for (const [title, recipe] of RECIPES) {
    describe(title, () => {
      it('names only files that exist (a <placeholder> path matches at least one)', () => {
        const paths = pathsOf(recipe);
        expect(paths.length).toBeGreaterThan(0);
        for (const path of paths) expect(filesNamed(path), path).not.toEqual([]);
      });

      it('names checks that are real test files of a configured project', () => {
        const config = read('vitest.config.ts');
        for (const test of pathsOf(recipe).filter((p) => p.startsWith('tests/'))) {
          expect(test, test).toMatch(/\.test\.ts$/);
          expect(config, `project of ${test}`).toContain(
            `'${test.split('/').slice(0, 2).join('/')}/**/*.test.ts'`,
          );
        }
      });

      it('runs only npm scripts that exist and vitest projects that exist', () => {
        const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
        for (const [, script] of recipe.matchAll(/npm run ([\w:-]+)/g))
          expect(Object.keys(scripts), `npm run ${script}`).toContain(script);
        const config = read('vitest.config.ts');
        for (const [, project, file] of recipe.matchAll(/vitest run --project (\S+) (\S+)/g)) {
          expect(config, `project ${project}`).toContain(`name: '${project}'`);
          expect(existsSync(join(ROOT, file!)), file).toBe(true);
        }
      });

      it('names exports that are where it says: `name` (`file`), `name` of `file`, `name` are in `file`', () => {
        const claims = [
          ...recipe.matchAll(/`(\w+)` \(`([^`]+\.ts)`/g),
          ...recipe.matchAll(/`(\w+)` of `([^`]+\.ts)`/g),
          ...recipe.matchAll(/`(\w+)` (?:is|are) in `([^`]+\.ts)`/g),
          ...recipe.matchAll(/`\w+` and `(\w+)` are in `([^`]+\.ts)`/g),
        ];
        expect(claims.length).toBeGreaterThan(0);
        for (const [, name, path] of claims) {
          const files = filesNamed(path!);
          expect(files, path).not.toEqual([]);
          const declared = new RegExp(`\\b(?:const|function|interface|type|class|let)\\s+${name}\\b`);
          expect(
            files.some((f) => declared.test(read(f))),
            `${name} in ${path}`,
          ).toBe(true);
        }
      });

      it('links only to sections the docs have', () => {
        for (const [, doc, anchor] of recipe.matchAll(/(docs\/[\w/-]+\.md)#([\w-]+)/g)) {
          const headings = read(doc!)
            .split('\n')
            .filter((l) => l.startsWith('#'))
            .map((l) =>
              l
                .replace(/^#+\s*/, '')
                .toLowerCase()
                .replace(/\s+/g, '-'),
            );
          expect(headings, `${doc}#${anchor}`).toContain(anchor);
        }
      });
    });
  }

  it('shows a page entry in the form web/src/app/page-routes.ts uses', () => {
    const example = /\{ path: '[^']+', page: \(\) => import\('\.\.\/pages\/[^']+'\) \}/;
    expect(RECIPES.get('Add a page.')).toMatch(example);
    expect(read('web/src/app/page-routes.ts')).toMatch(example);
  });

  it('fails on a recipe naming a file that is gone', () => {
    const stale = recipes('## Recipes\n\n**Add a thing.** Edit `shared/no-such-file.ts`.\n\n## Next\n');
    const paths = pathsOf(stale.get('Add a thing.')!);
    expect(paths).toEqual(['shared/no-such-file.ts']);
    expect(filesNamed(paths[0]!)).toEqual([]);
  });
});
