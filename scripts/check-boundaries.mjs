/**
 * npm run check:boundaries — dependency-cruiser with the rules of .dependency-cruiser.cjs
 * (docs/architecture.md "Boundaries"), in two passes: every rule over server/, core/ and
 * web/src/, then module cycles over the graph of server/src/modules alone.
 *
 * The project's TypeScript 7 (native) has no compiler API, so dependency-cruiser parses with
 * swc; dependency-cruiser does not tell swc that .tsx files hold JSX, which ./swc-tsx.mjs adds.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const preload = path.join(root, 'scripts', 'swc-tsx.mjs');

const passes = [
  { dirs: process.argv.length > 2 ? process.argv.slice(2) : ['server', 'core', 'web/src'], env: {} },
  { dirs: ['server/src/modules'], env: { BOUNDARIES_PASS: 'modules' } },
];

let failed = false;
for (const pass of passes) {
  const run = spawnSync(
    process.execPath,
    ['--import', preload, bin, ...pass.dirs, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...pass.env } },
  );
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
