// npm run build && node bench/lighthouse.mjs [--url http://127.0.0.1:3000] [--runs 2] [--pages /,/dashboard] [--save dir]
// Runs Lighthouse (mobile preset: simulated slow 4G, 4× CPU, cold HTTP cache) in Debian's
// Chromium on the public pages signed out and on the learner's and the administrator's pages
// signed in (the session set in the browser's local storage, as the web app keeps it). Each
// page runs --runs times; prints the median of each figure, /proc/loadavg before every run
// (the machine is shared: a loaded CPU depresses the scores), and exits non-zero when a target
// is missed. Without --url it starts the server itself on a fresh data dir with demo content.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/helpers/server.mjs';
import { audit, credentialsFor, figures, median, registerLearner, signIn } from './lighthouse-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { performance: 95, accessibility: 100, jsKb: 150 };
/** page → who is signed in while it is audited. */
const PAGES = {
  '/': null,
  '/login': null,
  '/practice': 'learner',
  '/courses': 'learner',
  '/dashboard': 'learner',
  '/newsfeed': 'learner',
  '/admin': 'admin',
};

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const runs = Number(arg('--runs', '2'));
const pages = arg('--pages', Object.keys(PAGES).join(',')).split(',');
let baseUrl = arg('--url', null);
/** --save DIR keeps each run's Lighthouse report (JSON) for its diagnostics (LCP breakdown, chains, trace-based audits). */
const saveDir = arg('--save', null);
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

let server = null;
if (!baseUrl) {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(2);
  }
  server = await startServer({ root, prefix: 'crimreview-bench-', env: { DEMO: 'true' } });
  baseUrl = server.baseUrl;
}

/** A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function auditWithRetry(url, session) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await audit(url, session);
    if (!lhr.runtimeError) return lhr;
    const why = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(why);
    console.warn(`${why} (run repeated)`);
  }
}

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const results = [];
const runLog = [];
try {
  const creds = credentialsFor({
    dataDir: server?.dataDir,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  });
  const sessions = {
    learner: creds.learner ? await signIn(baseUrl, creds.learner) : await registerLearner(baseUrl),
    admin: creds.admin ? await signIn(baseUrl, creds.admin) : null,
  };
  for (const page of pages) {
    const who = PAGES[page] ?? null;
    if (who && !sessions[who]) {
      console.warn(`${page}: skipped (no ${who} to sign in; set LH_ADMIN=email:password)`);
      continue;
    }
    const perRun = [];
    for (let i = 0; i < runs; i++) {
      const load = loadavg();
      const lhr = await auditWithRetry(`${baseUrl}${page}`, who ? sessions[who] : null);
      const f = await figures(lhr, baseUrl);
      if (saveDir) {
        const name = `${page.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`;
        fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
      }
      if (new URL(f.final_url).pathname !== page) {
        throw new Error(`${page} ended on ${f.final_url}: the session was not taken`);
      }
      perRun.push(f);
      runLog.push({
        page,
        run: i + 1,
        loadavg: load,
        performance: f.performance,
        lcp_ms: Math.round(f.lcp_ms),
      });
      console.warn(`${page} run ${i + 1}: performance ${f.performance}, loadavg ${load}`);
    }
    const med = (key, digits = 0) => Number(median(perRun.map((r) => r[key])).toFixed(digits));
    results.push({
      page,
      as: who ?? 'signed out',
      performance: med('performance'),
      accessibility: med('accessibility'),
      lcp_ms: med('lcp_ms'),
      tbt_ms: med('tbt_ms'),
      cls: med('cls', 3),
      js_kb: med('js_kb', 1),
      js_gzip_kb: med('js_gzip_kb', 1),
      js_files: med('js_files'),
      failed_a11y: [...new Set(perRun.flatMap((r) => r.failed_a11y))].join(', ') || '—',
    });
  }
} finally {
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

console.log('Runs (load average before each run):');
console.table(runLog);
console.log(
  `Median of ${runs} run(s) per page (js_kb: script bytes transferred; js_gzip_kb: gzip -9 of the same):`,
);
console.table(results);
const misses = results.flatMap((r) => [
  ...(r.performance < TARGETS.performance
    ? [`${r.page} performance ${r.performance} < ${TARGETS.performance}`]
    : []),
  ...(r.accessibility < TARGETS.accessibility
    ? [`${r.page} accessibility ${r.accessibility} < ${TARGETS.accessibility}`]
    : []),
  ...(r.page === '/' && r.js_gzip_kb > TARGETS.jsKb
    ? [`/ loads ${r.js_gzip_kb} KB of JS > ${TARGETS.jsKb}`]
    : []),
]);
if (misses.length) {
  console.error(`Targets missed:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Targets met: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, JS for / ≤ ${TARGETS.jsKb} KB gzip.`,
);
