/**
 * zxcvbn-ts off the event loop: estimating a password costs 20–250 ms of CPU (and building the
 * dictionaries ~1 s), which on the request path would stall every other request and trip load
 * shedding. One worker thread holds the dictionaries; calls are queued to it by id.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PasswordEstimate } from '@core/rules/password-strength';

const require = createRequire(import.meta.url);

// Plain CommonJS so the worker needs no TypeScript loader; modules are passed as absolute paths.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const core = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
core.zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  l33tTable: {},
  maxLength: workerData.maxLength,
});
parentPort.on('message', ({ id, password, inputs }) => {
  try {
    const r = core.zxcvbn(password, inputs);
    const common = r.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'passwords');
    parentPort.postMessage({ id, score: r.score, common });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err) });
  }
});
`;

type Pending = { resolve: (r: { score: number; common: boolean }) => void; reject: (e: Error) => void };
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(err: Error) {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
  worker = null; // the next call starts a fresh worker
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER, {
    eval: true,
    workerData: {
      core: require.resolve('@zxcvbn-ts/core'),
      common: require.resolve('@zxcvbn-ts/language-common'),
      en: require.resolve('@zxcvbn-ts/language-en'),
      maxLength: 32,
    },
  });
  w.unref(); // never keeps a process alive by itself
  w.on('message', (m: { id: number; score: number; common: boolean; error?: string }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.error) p?.reject(new Error(m.error));
    else p?.resolve({ score: m.score, common: m.common });
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', () => failAll(new Error('password estimator stopped')));
  worker = w;
  return w;
}

/** The estimate of core/rules/password-strength, computed in the worker thread. */
export const estimateInWorker: PasswordEstimate = (password, inputs) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ id, password, inputs });
  });

/** Starts the worker (it builds its dictionaries in the background) so the first sign-up does not wait. */
export function warmPasswordEstimator(): void {
  getWorker();
}

export async function stopPasswordEstimator(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
