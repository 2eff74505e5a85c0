// Helpers of bench/lighthouse.mjs: who signs in, one Lighthouse run with that session in the
// browser's local storage, and the figures read from a run.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const gzip = promisify(zlib.gzip);

// Same keys as web/src/lib/storage-keys.ts (the web app restores its session from them).
const TOKEN_KEY = 'crimreview_token';
const USER_KEY = 'crimreview_user';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function parseCredentials(text) {
  const at = text?.indexOf(':') ?? -1;
  return at > 0 ? { email: text.slice(0, at), password: text.slice(at + 1) } : null;
}

/**
 * The learner and administrator to sign in. A server the bench started runs in demo mode: the
 * premium learner with a study history (demo-accounts.txt) and the bootstrap administrator.
 * Against --url: LH_LEARNER / LH_ADMIN ("email:password"); without LH_LEARNER a new learner
 * registers (a fresh trial), without LH_ADMIN /admin is skipped.
 */
export function credentialsFor({ dataDir, adminEmail, adminPassword }) {
  if (dataDir) {
    const text = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
    const line = text.split('\n').find((l) => l.includes('premium learner'));
    const [, , email, password] = line.trim().split(/\s+/);
    return { learner: { email, password }, admin: { email: adminEmail, password: adminPassword } };
  }
  return { learner: parseCredentials(process.env.LH_LEARNER), admin: parseCredentials(process.env.LH_ADMIN) };
}

async function post(baseUrl, route, body) {
  const res = await fetch(`${baseUrl}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${JSON.stringify(json.detail ?? '')}`);
  return json;
}

/** Signs in through the API; returns what the web app keeps ({access_token, user}). */
export async function signIn(baseUrl, credentials) {
  return post(baseUrl, '/auth/login', credentials);
}

/** A new learner (strong password without name or email parts), signed in. */
export async function registerLearner(baseUrl) {
  const stamp = Date.now().toString(36);
  return post(baseUrl, '/auth/register', {
    email: `lighthouse-${stamp}@bench.test`,
    password: `Violet-harbor-${stamp}-kettle`,
    name: 'Bench Learner',
  });
}

/**
 * One Lighthouse run in a fresh Chromium (a reused headless tab sometimes never paints):
 * the session is written to local storage on the app's origin from a non-app URL (the app
 * itself does not run before the audit), then Lighthouse drives that tab. Its default storage
 * reset clears the HTTP cache, service workers and cache storage but not local storage, so
 * the audit starts signed in with a cold cache. Mobile preset: slow 4G and 4× CPU, simulated.
 */
export async function audit(url, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (keys, value) => {
        localStorage.clear();
        if (value) {
          localStorage.setItem(keys.token, value.access_token);
          localStorage.setItem(keys.user, JSON.stringify(value.user));
        }
      },
      { token: TOKEN_KEY, user: USER_KEY },
      session ? { access_token: session.access_token, user: session.user } : null,
    );
    const runner = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        maxWaitForFcp: 60_000,
        maxWaitForLoad: 90_000,
      },
      undefined,
      page,
    );
    return runner.lhr;
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/** Scripts of the app's origin that the page loaded. */
function scripts(lhr, baseUrl) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(baseUrl));
}

/** gzip size of the scripts, measured on the bytes themselves (independent of the server's encoding). */
async function scriptGzipBytes(list) {
  let total = 0;
  for (const item of list) {
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    total += (await gzip(body, { level: 9 })).length;
  }
  return total;
}

/** The figures of one run. */
export async function figures(lhr, baseUrl) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const list = scripts(lhr, baseUrl);
  const a11yIds = new Set(lhr.categories.accessibility.auditRefs.map((r) => r.id));
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp_ms: metric('largest-contentful-paint'),
    tbt_ms: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    js_kb: list.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024,
    js_gzip_kb: (await scriptGzipBytes(list)) / 1024,
    js_files: list.length,
    failed_a11y: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && a11yIds.has(a.id))
      .map((a) => a.id),
    final_url: lhr.finalDisplayedUrl,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
