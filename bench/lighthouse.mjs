// npm run build && node bench/lighthouse.mjs [--url http://127.0.0.1:3000]
// Runs Lighthouse (mobile preset, simulated throttling) in Debian's Chromium on / and /login
// of the production build served by the server, prints performance and accessibility
// scores and the JavaScript that / loads (gzip), and exits non-zero if a target is missed.
// Without --url it starts the server itself on a fresh data dir (like the e2e run).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/helpers/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gzip = promisify(zlib.gzip);
const TARGETS = { performance: 90, accessibility: 95, jsKb: 150 };
const PAGES = ['/', '/login'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const urlArg = process.argv.indexOf('--url');
let baseUrl = urlArg > 0 ? process.argv[urlArg + 1] : null;
let server = null;
if (!baseUrl) {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(2);
  }
  server = await startServer({ root, prefix: 'crimreview-bench-' });
  baseUrl = server.baseUrl;
}

/** gzip size of every script the page requested, measured on the bytes themselves. */
async function scriptGzipBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(baseUrl));
  let total = 0;
  for (const item of scripts) {
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    total += (await gzip(body, { level: 9 })).length;
  }
  return { total, count: scripts.length };
}

/** One fresh browser per audit: a reused headless tab sometimes never paints (NO_FCP). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      maxWaitForFcp: 60_000,
      maxWaitForLoad: 90_000,
    });
    return runner.lhr;
  } finally {
    await chrome.kill();
  }
}

const results = [];
try {
  for (const page of PAGES) {
    const lhr = await audit(`${baseUrl}${page}`);
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id, digits = 0) => Number((lhr.audits[id]?.numericValue ?? Number.NaN).toFixed(digits));
    const js = await scriptGzipBytes(lhr);
    const failedA11y = Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id);
    results.push({
      page,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcp_ms: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift', 3),
      tbt_ms: metric('total-blocking-time'),
      js_gzip_kb: Number((js.total / 1024).toFixed(1)),
      js_files: js.count,
      failed_a11y: failedA11y.join(', ') || '—',
    });
  }
} finally {
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

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
