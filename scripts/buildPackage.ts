// Builds a workspace package into <package>/dist exactly as it is published: one ES module per source file
// (so a consumer's bundler keeps only what it imports), type declarations, and a package.json whose exports
// point at the built files. Usage: tsx scripts/buildPackage.ts <package dir>
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { publishedManifest, type SourceManifest } from './publishedManifest';

const packageDir = resolve(process.argv[2] ?? '.');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as SourceManifest;
const sourceEntries = Object.values(manifest.exports).filter((target) => target.endsWith('.ts'));
const mainEntry = manifest.exports['.'];
if (!mainEntry) throw new Error(`${manifest.name} has no "." export`);
const sourceRoot = resolve(packageDir, dirname(mainEntry));
const external = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];

await build({
  configFile: false,
  root: packageDir,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: Object.fromEntries(
        sourceEntries.map((entry) => [relative(sourceRoot, resolve(packageDir, entry)).replace(/\.ts$/, ''), entry]),
      ),
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((dependency) => id === dependency || id.startsWith(`${dependency}/`)),
      output: { preserveModules: true, preserveModulesRoot: sourceRoot, entryFileNames: '[name].js' },
    },
  },
});

execFileSync('npx', ['tsc', '-p', join(packageDir, 'tsconfig.build.json')], { stdio: 'inherit' });

const published = publishedManifest(manifest, relative(packageDir, sourceRoot));
writeFileSync(join(packageDir, 'dist', 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
console.log(`built ${manifest.name} into ${relative(process.cwd(), join(packageDir, 'dist'))}`);
