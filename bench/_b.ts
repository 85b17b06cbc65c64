import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { FUNCTION_BUNDLING } from '../infra/constructs/function';
import { esbuildOptionsOf } from './cold-start';
const [entry, out] = process.argv.slice(2);
const r = await build({ ...esbuildOptionsOf(FUNCTION_BUNDLING), entryPoints: [entry!], outfile: out! });
writeFileSync(out!.replace(/index\.mjs$/, 'index.meta.json'), JSON.stringify(r.metafile));
