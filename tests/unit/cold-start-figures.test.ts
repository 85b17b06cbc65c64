import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { coldStartFigures, OWN_COST_BUDGET, packageOf } from '../../bench/cold-start-figures';
import { floorSource, importedNames, libraryImports } from '../../bench/cold-start-floor';

/**
 * The cold-start bench's figures (`npm run bench -- cold`): a function's own cost is what its import
 * costs above its libraries-only floor, round by round, against the empty import; the floor imports
 * exactly the library bindings the product's code imports.
 */
describe('cold-start figures', () => {
  it('takes the own cost as the median of per-round differences, so a slow round weighs on both', () => {
    // Round 2 ran on a busy machine: both imports took 60 ms longer.
    const f = coldStartFigures({ empty: [20, 20, 20], floor: [100, 160, 102], bundle: [108, 169, 110] });
    expect(f.floorMs).toBe(102);
    expect(f.ownMs).toBe(8);
    expect(f.floorRatio).toBeCloseTo(5.1);
    expect(f.ownRatio).toBeCloseTo(0.4);
    expect(f.ok).toBe(true);
  });

  it('is over budget above half an empty import, and never reports a negative own cost', () => {
    const over = coldStartFigures({ empty: [20, 20, 20], floor: [100, 100, 100], bundle: [111, 112, 113] });
    expect(over.ownRatio).toBeGreaterThan(OWN_COST_BUDGET);
    expect(over.ok).toBe(false);
    const noise = coldStartFigures({ empty: [20, 20, 20], floor: [100, 101, 102], bundle: [98, 99, 100] });
    expect(noise.ownMs).toBe(0);
  });

  it('starts every function with a value for each variable its capabilities bring', async () => {
    const { functionEntries, functionEnvironment } = await import('../../bench/cold-start-functions');
    for (const { name } of functionEntries()) expect(() => functionEnvironment(name), name).not.toThrow();
  });

  it('refuses rounds of different lengths', () => {
    expect(() => coldStartFigures({ empty: [20], floor: [100, 100], bundle: [110, 110] })).toThrow(/rounds/);
  });

  it('names the innermost package of a bundled file, or the product', () => {
    expect(packageOf('node_modules/@aws-sdk/lib-dynamodb/dist-es/index.js')).toBe('@aws-sdk/lib-dynamodb');
    expect(packageOf('node_modules/electrodb/node_modules/@aws-sdk/util-dynamodb/x.js')).toBe(
      '@aws-sdk/util-dynamodb',
    );
    expect(packageOf('functions/data/client.ts')).toBe('(own code)');
  });
});

describe('cold-start floor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'floor-test-'));
  const source = join(dir, 'handler.ts');
  writeFileSync(
    source,
    [
      "import type { Context } from 'aws-lambda';",
      "import * as z from 'zod';",
      "import middy from '@middy/core';",
      "import { Entity, type Schema } from 'electrodb';",
      "export { MetricUnit } from '@aws-lambda-powertools/metrics';",
      'const Input = z.object({ id: z.string() });',
      "export const load = async () => { const { SESv2Client } = await import('@aws-sdk/client-sesv2'); return SESv2Client; };",
      'export const handler = middy(async (e: unknown, c: Context) => [Input.parse(e), c, Entity]);',
      'export type S = Schema<string, string, string>;',
    ].join('\n'),
  );
  const path = relative(process.cwd(), source);
  const meta = {
    inputs: {
      [path]: {
        bytes: 1,
        imports: [
          { path: 'node_modules/zod/index.js', kind: 'import-statement', original: 'zod' },
          { path: 'node_modules/electrodb/index.js', kind: 'import-statement', original: 'electrodb' },
          { path: 'node:fs', kind: 'import-statement', external: true, original: 'node:fs' },
        ],
      },
      'node_modules/zod/index.js': {
        bytes: 1,
        imports: [{ path: 'node_modules/zod/v4/index.js', kind: 'import-statement', original: './v4' }],
      },
    },
    outputs: {},
  } as unknown as Metafile;

  it('takes the bindings the product imports, the members it reads of a namespace, none of its types', () => {
    const names = importedNames(meta);
    expect([...names.get('zod')!].sort()).toEqual(['object', 'string']);
    expect([...names.get('@middy/core')!]).toEqual(['default']);
    expect([...names.get('electrodb')!]).toEqual(['Entity']);
    expect([...names.get('@aws-lambda-powertools/metrics')!]).toEqual(['MetricUnit']);
    expect([...names.get('@aws-sdk/client-sesv2')!]).toEqual(['SESv2Client']);
    expect(names.has('aws-lambda')).toBe(false);
  });

  it('reads no names from a module that did not run at start', () => {
    expect(importedNames(meta, new Set()).size).toBe(0);
  });

  it('lists the libraries the product imports, not what a library imports itself', () => {
    expect(libraryImports(meta).map((l) => l.specifier)).toEqual(['zod', 'electrodb']);
  });

  it('writes a floor that imports and keeps exactly those bindings', () => {
    const names = importedNames(meta);
    const src = floorSource(libraryImports(meta), names);
    expect(src).toContain('import { object as b0_0, string as b0_1 } from');
    expect(src).toContain('import { Entity as b1_0 } from');
    expect(src).toContain('export { b0_0, b0_1, b1_0 };');
  });
});
