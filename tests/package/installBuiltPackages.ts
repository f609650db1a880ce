import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PublishedManifest } from '../../scripts/publishedManifest';

const repo = join(import.meta.dirname, '..', '..');
// The kit, its tokens and the protocol rules it reads amounts with; the marketplace's strings (locales) are the app's.
const kitPackages = ['tokens', 'protocol', 'ui'] as const;

/**
 * A fresh consumer project with the built kit packed and unpacked into its node_modules, as `npm install`
 * of the published tarballs would leave it. Third-party dependencies are linked from this repository's
 * node_modules instead of downloaded. Returns the consumer's directory.
 */
export function installBuiltPackages(): string {
  const consumer = mkdtempSync(join(tmpdir(), 'ordmarket-consumer-'));
  const thirdParty = new Set<string>(['react-dom']);
  for (const name of kitPackages) {
    const dist = join(repo, name, 'dist');
    if (!existsSync(join(dist, 'package.json'))) {
      throw new Error(`${name}/dist is missing: run \`npm run build:packages\` first (npm test does).`);
    }
    const tarball = execFileSync('npm', ['pack', dist, '--pack-destination', consumer, '--silent'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1);
    if (!tarball) throw new Error(`npm pack printed no tarball for ${name}`);
    const manifest = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8')) as PublishedManifest;
    const target = join(consumer, 'node_modules', manifest.name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(consumer, tarball), '-C', target, '--strip-components=1']);
    for (const dependency of [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]) {
      if (!dependency.startsWith('@ordmarket/')) thirdParty.add(dependency);
    }
  }
  for (const dependency of thirdParty) {
    const link = join(consumer, 'node_modules', dependency);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(repo, 'node_modules', dependency), link, 'dir');
  }
  for (const file of readdirSync(join(import.meta.dirname, 'consumer'))) {
    cpSync(join(import.meta.dirname, 'consumer', file), join(consumer, file));
  }
  return consumer;
}
