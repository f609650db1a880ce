// Writes dist/tokens.css so products that do not use the ui package can still theme with the tokens.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokensCss } from '../src/index';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'tokens.css');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, tokensCss());
console.log(`wrote ${out}`);
