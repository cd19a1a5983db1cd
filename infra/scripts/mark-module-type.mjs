// The contracts package ships both module formats from one dist/: each half needs a
// package.json saying which one it is, or Node reads the ESM half as CommonJS.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
writeFileSync(join(dist, 'cjs', 'package.json'), '{ "type": "commonjs" }\n');
writeFileSync(join(dist, 'esm', 'package.json'), '{ "type": "module" }\n');
