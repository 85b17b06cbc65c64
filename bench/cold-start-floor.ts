/**
 * The libraries-only floor of a function's cold start (`cold-start.ts`): the third-party modules its
 * bundle evaluates when it starts, bundled alone with the same esbuild options and imported the same way.
 *
 * Which libraries: every module of `node_modules` that the product's own code (anything outside
 * `node_modules`) imports, found in esbuild's metafile. Which of them run at start: the function is built a
 * second time with a marker in front of each such library module and imported once with its environment;
 * a library only reached through a dynamic import that did not run (an AI provider, the X-Ray SDK with
 * tracing off) is not part of the floor. Which bindings: the names the product's sources import (parsed
 * with the TypeScript compiler), so esbuild keeps in the floor what it keeps in the function.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import ts from 'typescript';
import { packageOf } from './cold-start-figures';

/** A library module the product imports: the specifier as written and the file esbuild resolved it to. */
export interface LibraryImport {
  specifier: string;
  /** Absolute path of the resolved module. */
  file: string;
}

const isLibrary = (path: string) => path.includes('node_modules/');

/** Library modules the product's own inputs of a bundle import (statically or dynamically). */
export function libraryImports(meta: Metafile): LibraryImport[] {
  const found = new Map<string, LibraryImport>();
  for (const [path, input] of Object.entries(meta.inputs)) {
    if (isLibrary(path)) continue;
    for (const imp of input.imports) {
      if (imp.external || !isLibrary(imp.path) || !imp.original) continue;
      found.set(imp.path, { specifier: imp.original, file: resolve(imp.path) });
    }
  }
  return [...found.values()];
}

/**
 * Names the product's own source files import per library specifier (`*`: all of the module), from the
 * files of `meta` that are in `ran` (the ones that run at start), or from all of them.
 */
export function importedNames(meta: Metafile, ran?: Set<string>): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const add = (specifier: string, name?: string) => {
    if (specifier.startsWith('.') || specifier.startsWith('node:')) return;
    const set = names.get(specifier) ?? new Set<string>();
    if (name) set.add(name);
    names.set(specifier, set);
  };
  for (const path of Object.keys(meta.inputs)) {
    if (isLibrary(path) || !OWN_SOURCE.test(path) || (ran && !ran.has(path))) continue;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    // `import * as z from 'zod'`: the members read as `z.name` (esbuild keeps only those), or all of it.
    const namespaces = new Map<string, string>();
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const spec = node.moduleSpecifier.text;
        const clause = node.importClause;
        if (!clause) add(spec);
        else if (!clause.isTypeOnly) {
          if (clause.name) add(spec, 'default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) {
            add(spec);
            namespaces.set(bindings.name.text, spec);
          }
          if (bindings && ts.isNamedImports(bindings))
            for (const el of bindings.elements)
              if (!el.isTypeOnly) add(spec, (el.propertyName ?? el.name).text);
        }
        return;
      }
      if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
        const spec = (node.moduleSpecifier as ts.StringLiteral).text;
        const clause = node.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) add(spec, '*');
        else
          for (const el of clause.elements) if (!el.isTypeOnly) add(spec, (el.propertyName ?? el.name).text);
        return;
      }
      if (ts.isIdentifier(node) && namespaces.has(node.text) && !ts.isQualifiedName(node.parent)) {
        const parent = node.parent;
        const spec = namespaces.get(node.text)!;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node) add(spec, parent.name.text);
        else add(spec, '*');
      }
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        // `const { A, B } = await import('x')`: those names; any other use: the whole module.
        const spec = node.arguments[0].text;
        const declaration = ts.isAwaitExpression(node.parent) ? node.parent.parent : undefined;
        if (
          declaration &&
          ts.isVariableDeclaration(declaration) &&
          ts.isObjectBindingPattern(declaration.name)
        )
          for (const el of declaration.name.elements)
            add(spec, ((el.propertyName ?? el.name) as ts.Identifier).text);
        else add(spec, '*');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return names;
}

const MARKS = '__coldStartModules';
const SCHEMAS = '__coldStartSchemas';
/** zod's constructor of every schema object (zod 4 `$constructor`): counted in the marked build. */
const ZOD_CORE = /node_modules\/zod\/v4\/core\/core\.js$/;
const ZOD_CONSTRUCT = '    function _(def) {\n';
const OWN_SOURCE = /\.(ts|tsx|js|mjs)$/;

/**
 * Puts a marker in front of each given library module and of every module of the product, naming its
 * file (absolute for a library, as in the metafile for the product) when the module runs. A module
 * the product imports is resolved as having side effects, so a package's re-exporting index (which
 * esbuild otherwise folds away under `"sideEffects": false`) keeps its marker.
 */
function markerPlugin(files: Set<string>): Plugin {
  return {
    name: 'cold-start-markers',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === MARKS || !args.importer || isLibrary(args.importer)) return undefined;
        const { path, kind, importer, resolveDir } = args;
        const r = await b.resolve(path, { kind, importer, resolveDir, pluginData: MARKS });
        return r.errors.length || !files.has(r.path) ? undefined : { path: r.path, sideEffects: true };
      });
      b.onLoad({ filter: ZOD_CORE }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes(ZOD_CONSTRUCT))
          throw new Error(`bench: zod's constructor not found in ${args.path}`);
        const count = `${ZOD_CONSTRUCT}if (new.target) globalThis.${SCHEMAS} = (globalThis.${SCHEMAS} ?? 0) + 1;\n`;
        return {
          contents: source.replace(ZOD_CONSTRUCT, count),
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
      b.onLoad({ filter: /./ }, (args) => {
        const own = !isLibrary(args.path) && OWN_SOURCE.test(args.path);
        if (!own && !files.has(args.path)) return undefined;
        if (extname(args.path) === '.json') return undefined;
        const name = own ? relative(process.cwd(), args.path) : args.path;
        const mark = `globalThis.${MARKS}?.add(${JSON.stringify(name)});\n`;
        const contents = `${mark}${readFileSync(args.path, 'utf8')}`;
        const loader = !own || /\.m?js$/.test(args.path) ? 'js' : args.path.endsWith('x') ? 'tsx' : 'ts';
        return { contents, loader, resolveDir: dirname(args.path) };
      });
    },
  };
}

const MARK_PROBE =
  `globalThis.${MARKS} = new Set(); await import(process.argv[1]); ` +
  `process.stdout.write(JSON.stringify({ ran: [...globalThis.${MARKS}], schemas: globalThis.${SCHEMAS} ?? 0 })); process.exit(0);`;

/**
 * The library imports of a function that run when its bundle is imported with `env`, the product's own
 * modules that run then (paths as in the metafile), and the zod schema objects built then (each
 * `z.object()`, `z.string()` and each chained `.min()`/`.optional()` is one; docs/decisions/0130-schemas-built-where-used.md).
 * @param entry the function's handler module; `outdir` receives the marked bundle (`index.mjs` and chunks).
 */
export async function librariesAtStart(
  options: BuildOptions,
  entry: string,
  imports: LibraryImport[],
  outdir: string,
  env: Record<string, string>,
): Promise<{ libraries: LibraryImport[]; ownModules: Set<string>; schemas: number }> {
  const files = new Set(imports.map((i) => i.file));
  await build({
    ...options,
    sourcemap: false,
    metafile: false,
    entryPoints: [entry],
    outdir,
    plugins: [markerPlugin(files)],
  });
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', MARK_PROBE, join(outdir, 'index.mjs')],
    {
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    },
  );
  const result = JSON.parse(out) as { ran: string[]; schemas: number };
  const ran = new Set(result.ran);
  return { libraries: imports.filter((i) => ran.has(i.file)), ownModules: ran, schemas: result.schemas };
}

/**
 * The source of a module that imports exactly `names` of each library (by resolved file) and exports
 * them, so a bundle of it keeps what the function keeps of those libraries and nothing of the product.
 */
export function floorSource(libraries: LibraryImport[], names: Map<string, Set<string>>): string {
  const lines: string[] = [];
  const exported: string[] = [];
  libraries.forEach((lib, i) => {
    const wanted = names.get(lib.specifier) ?? new Set<string>();
    const from = JSON.stringify(lib.file);
    if (wanted.has('*')) {
      lines.push(`import * as n${i} from ${from};`);
      exported.push(`n${i}`);
      return;
    }
    const named = [...wanted].sort().map((name, j) => `${name} as b${i}_${j}`);
    lines.push(named.length ? `import { ${named.join(', ')} } from ${from};` : `import ${from};`);
    exported.push(...named.map((n) => n.split(' as ')[1]!));
  });
  if (exported.length) lines.push(`export { ${exported.join(', ')} };`);
  return lines.join('\n') + '\n';
}

/**
 * Builds the floor of `libraries` into `dir` (`index.mjs` and its chunks) with the functions' esbuild
 * options, code splitting included, so a library's own `import()` stays out of the floor's start as it
 * stays out of the function's.
 */
export async function buildFloor(
  options: BuildOptions,
  libraries: LibraryImport[],
  names: Map<string, Set<string>>,
  dir: string,
): Promise<{ file: string; meta: Metafile }> {
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'floor-entry.mjs');
  writeFileSync(entry, floorSource(libraries, names));
  const result = await build({ ...options, metafile: true, entryPoints: [entry], outdir: join(dir, 'out') });
  return { file: join(dir, 'out', 'index.mjs'), meta: result.metafile! };
}

/** The libraries of a floor grouped by package, for measuring each part alone. */
export function byPackage(libraries: LibraryImport[]): Map<string, LibraryImport[]> {
  const groups = new Map<string, LibraryImport[]>();
  for (const lib of libraries) {
    const name = packageOf(lib.file);
    groups.set(name, [...(groups.get(name) ?? []), lib]);
  }
  return groups;
}
