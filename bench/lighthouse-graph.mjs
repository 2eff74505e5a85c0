// What a page's simulated FCP and LCP wait for: one Lighthouse audit (as bench/lighthouse.mjs,
// signed in where the page needs it), then the node timings of Lantern's simulation, the model
// behind the mobile score (slow 4G, 4× CPU). Each line is a request or a main-thread task with
// its simulated start and end (ms); the graph's last end is the metric. Builds nothing: run
// `npm run build` first. Loopback only; the server is stopped by its pid.
//
//   node bench/lighthouse-graph.mjs /admin [--all]
//
// By default only the optimistic LCP graph is listed (the others as one line each).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/helpers/server.mjs';
import { audit, credentialsFor, signIn } from './lighthouse-lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { all: { type: 'boolean', default: false } },
});
const page = positionals[0] ?? '/admin';
const root = new URL('..', import.meta.url).pathname;
const SIGNED_OUT = new Set(['/', '/login', '/register']);

const server = await startServer({ root, prefix: 'crimreview-graph-', env: { DEMO: 'true' } });
try {
  const creds = credentialsFor({
    dataDir: server.dataDir,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  });
  const who = /^\/(admin|content-manager|sub-admin)/.test(page) ? creds.admin : creds.learner;
  const session = SIGNED_OUT.has(page) ? null : await signIn(server.baseUrl, who);
  const lhr = await audit(server.baseUrl + page, session);
  const metric = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `${page}: performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms`,
  );
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/FirstContentfulPaint|LargestContentfulPaint/.test(label)) continue;
    const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
    const end = Math.max(...rows.map(([, t]) => t.endTime));
    console.log(`== ${label}: ends at ${Math.round(end)} ms, ${rows.length} nodes`);
    if (!values.all && label !== 'optimisticLargestContentfulPaint') continue;
    for (const [node, t] of rows) {
      const what =
        node.type === 'network'
          ? `request ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} (${node.request.transferSize} B)`
          : `task ${Math.round(node.duration / 1000)} ms observed`;
      console.log(
        `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`,
      );
    }
  }
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
