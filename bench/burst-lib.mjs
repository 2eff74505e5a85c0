// Helpers of bench/exam-burst.mjs: timed HTTP calls spread over the instances, closed-loop
// saturation, percentiles and the targets as pass/fail.
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';

/** Latencies and outcomes per call name (an error is an HTTP status or a network error code). */
export const stats = new Map();
function record(name, ms, status) {
  if (!stats.has(name)) stats.set(name, { ms: [], at: [], errors: new Map() });
  const s = stats.get(name);
  s.ms.push(ms);
  s.at.push(performance.now() - ms); // when the call was sent
  if (typeof status !== 'number' || status < 200 || status >= 300)
    s.errors.set(status, (s.errors.get(status) ?? 0) + 1);
}

/** Keep-alive connections as a phone's browser keeps them, as many as the calls in flight need. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * One HTTP exchange over node:http. Not fetch: undici's fetch cost the generator, which shares
 * the server's two CPUs, 0.12–0.15 ms per call against 0.03 ms here (bench/README.md, "The
 * load generator"), and that CPU was taken from the server under test.
 */
function exchange(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(parts),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () =>
      req.destroy(Object.assign(new Error('timed out'), { code: 'TimeoutError' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A caller over one or more instances: each call goes to the next instance (round robin),
 * so a learner's start, saves and submit land on different processes when there are two.
 * It asks for compressed answers as a phone's browser does (BENCH_ENCODING overrides).
 */
export function client(bases) {
  let next = 0;
  // `parse: false` reads the body without inflating or parsing it: the tests list, whose content
  // the bench does not use, would otherwise cost the generator (on the server's own CPUs) 0.5 ms.
  return async function call(name, method, url, { token, body, headers, timed = true, parse = true } = {}) {
    const base = bases[next++ % bases.length];
    const started = performance.now();
    let status = 0;
    let json = null;
    try {
      const payload = body ? JSON.stringify(body) : undefined;
      const res = await exchange(base + url, {
        method,
        headers: {
          'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip, deflate, br',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: payload,
      });
      status = res.status;
      if (parse) {
        try {
          json = JSON.parse((res.encoding === 'gzip' ? zlib.gunzipSync(res.body) : res.body).toString());
        } catch {
          json = null;
        }
      }
    } catch (error) {
      status = error?.code ?? error?.name ?? 'network';
    }
    if (timed) record(name, performance.now() - started, status);
    return { status, json };
  };
}

export async function pool(items, size, fn) {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (i < items.length) await fn(items[i++]);
    }),
  );
}

/** Closed loop: `concurrency` workers call `fn` back to back for `ms`; returns req/s. */
export async function saturate(fn, concurrency, ms) {
  let done = 0;
  const until = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      while (performance.now() < until) {
        await fn(w);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * CPU time (ms) spent so far by this bench process (the load generator), by the app servers it
 * started (node) and by their PostgreSQL (postgres): the bench's descendants in /proc, so other
 * work on the machine is left out. With `--url` servers (not ours) only the generator counts.
 */
export function cpuSnapshot() {
  const procs = new Map();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(pid), { comm, ppid: Number(f[1]), user: Number(f[11]), sys: Number(f[12]) });
    } catch {
      // ended meanwhile
    }
  }
  const own = process.cpuUsage();
  const out = { generator: (own.user + own.system) / 1000, app: 0, app_kernel: 0, db: 0, db_kernel: 0 };
  const seen = new Set([process.pid]);
  const queue = [process.pid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [pid, p] of procs) {
      if (p.ppid !== parent || seen.has(pid)) continue;
      seen.add(pid);
      queue.push(pid);
      // USER_HZ = 100; `_kernel` is the part of it spent in the kernel (sockets, mostly)
      const part = p.comm === 'postgres' ? 'db' : p.comm.startsWith('node') ? 'app' : null;
      if (!part) continue;
      out[part] += (p.user + p.sys) * 10;
      out[`${part}_kernel`] += p.sys * 10;
    }
  }
  return out;
}

/**
 * The routes' throughputs (req/s) measured in turns of `sliceMs` each, `totalMs` per route:
 * on a machine shared with other work, a change of load then weighs on every route alike, and
 * their ratios hold. Also the CPU ms per request of the generator, the app and PostgreSQL
 * during each route's turns (where a route's cost goes).
 */
export async function saturateInTurns(fns, concurrency, totalMs, sliceMs = 1000) {
  const done = fns.map(() => 0);
  const spent = fns.map(() => 0);
  const cpu = fns.map(() => ({ generator: 0, app: 0, app_kernel: 0, db: 0, db_kernel: 0 }));
  for (let t = 0; t < totalMs; t += sliceMs) {
    for (const [i, fn] of fns.entries()) {
      const started = performance.now();
      const before = cpuSnapshot();
      const rps = await saturate(fn, concurrency, Math.min(sliceMs, totalMs - t));
      const after = cpuSnapshot();
      const seconds = (performance.now() - started) / 1000;
      for (const k of Object.keys(cpu[i])) cpu[i][k] += after[k] - before[k];
      done[i] += rps * seconds;
      spent[i] += seconds;
    }
  }
  return fns.map((_, i) => ({
    rps: done[i] / spent[i],
    cpu_ms_per_request: Object.fromEntries(
      Object.entries(cpu[i]).map(([k, ms]) => [k, +(ms / done[i]).toFixed(3)]),
    ),
  }));
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarise(names) {
  return names
    .filter((n) => stats.has(n))
    .map((name) => {
      const s = stats.get(name);
      const sorted = [...s.ms].sort((a, b) => a - b);
      const errors = [...s.errors.values()].reduce((a, b) => a + b, 0);
      return {
        call: name,
        count: sorted.length,
        errors,
        error_statuses: Object.fromEntries(s.errors),
        p50_ms: +percentile(sorted, 50).toFixed(1),
        p95_ms: +percentile(sorted, 95).toFixed(1),
        p99_ms: +percentile(sorted, 99).toFixed(1),
        max_ms: +sorted.at(-1).toFixed(1),
      };
    });
}

/**
 * The named calls by the second they were sent in, from `t0` (performance.now()): count and
 * p95 per second, to tell a queue that builds (or a pause) from a steady one.
 */
export function timeline(names, t0, seconds) {
  const buckets = Array.from({ length: seconds }, () => []);
  for (const name of names) {
    const s = stats.get(name);
    if (!s) continue;
    s.at.forEach((at, i) => {
      const b = Math.floor((at - t0) / 1000);
      if (b >= 0 && b < seconds) buckets[b].push(s.ms[i]);
    });
  }
  return buckets.map((ms, second) => {
    const sorted = ms.sort((a, b) => a - b);
    return {
      second,
      calls: sorted.length,
      p95_ms: +percentile(sorted, 95).toFixed(1),
      max_ms: +(sorted.at(-1) ?? 0).toFixed(1),
    };
  });
}

/** The targets, each with its figure and pass/fail. */
export function targets({
  burst,
  saturation,
  learners,
  started,
  graded,
  consistent,
  lastStartSeconds,
  rampSeconds,
  sharedLecture = null,
}) {
  const errors = burst.reduce((a, r) => a + r.errors, 0) + saturation.calls.reduce((a, r) => a + r.errors, 0);
  const worstP95 = burst.reduce((w, r) => (r.p95_ms > w.p95_ms ? r : w), { p95_ms: 0, call: '-' });
  return [
    { target: '0 errors of any kind (burst and saturation)', figure: errors, pass: errors === 0 },
    {
      target: 'p95 < 150 ms for every call',
      figure: `${worstP95.p95_ms} ms (${worstP95.call})`,
      pass: worstP95.p95_ms < 150,
    },
    {
      target: `every learner started within the ramp (${rampSeconds} s) + 1 s`,
      figure: `${started}/${learners}, last at ${lastStartSeconds.toFixed(1)} s`,
      pass: started === learners && lastStartSeconds <= rampSeconds + 1,
    },
    { target: 'every started attempt graded', figure: `${graded}/${started}`, pass: graded === started },
    {
      target: 'graded answers = the answers each learner saved (across instances)',
      figure: `${consistent}/${graded}`,
      pass: consistent === graded,
    },
    {
      target: 'resume >= 0.5 of the ceiling',
      figure: saturation.resume_vs_ceiling,
      pass: saturation.resume_vs_ceiling >= 0.5,
    },
    {
      target: 'save >= 0.5 of the ceiling',
      figure: saturation.save_vs_ceiling,
      pass: saturation.save_vs_ceiling >= 0.5,
    },
    ...(sharedLecture
      ? [
          {
            target: 'a lecture uploaded through one instance plays through another (one bucket)',
            figure: sharedLecture.detail,
            pass: sharedLecture.ok,
          },
        ]
      : []),
  ];
}
