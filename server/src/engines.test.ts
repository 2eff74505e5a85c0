import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every package.json under node_modules (scoped and nested), without following links. */
function installed(dir: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const pkgDir = path.join(dir, name);
    if (name.startsWith('@')) {
      installed(pkgDir, found);
      continue;
    }
    const manifest = path.join(pkgDir, 'package.json');
    if (fs.existsSync(manifest)) found.push(manifest);
    installed(path.join(pkgDir, 'node_modules'), found);
  }
  return found;
}

describe('dependencies', () => {
  it('all accept the Node.js we run on (npm install prints no EBADENGINE)', () => {
    const refusing = installed(path.join(root, 'node_modules')).flatMap((manifest) => {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
        engines?: { node?: string };
      };
      const wanted = pkg.engines?.node;
      if (!wanted || !semver.validRange(wanted)) return [];
      return semver.satisfies(process.version, wanted)
        ? []
        : [`${pkg.name}@${pkg.version} wants node ${wanted}`];
    });
    expect(refusing).toEqual([]);
  });
});
