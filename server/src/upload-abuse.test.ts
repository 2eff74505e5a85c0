/**
 * Upload abuse (issue 10 suite): one table of hostile files sent to every upload route of the
 * app. An upload route is any route of the app's route table that consumes multipart/form-data,
 * so a route added later is picked up, and fails here until it is declared in ROUTES. Each
 * route is called on a real target (an existing course, video or pending payment) as a user
 * who may use it, so the file is really read: a refusal must be about the file (never the
 * 401/403/404 of a request refused before reading), a 4xx with a message, leave no file behind,
 * and leave the process serving. A body cut off before its end is a 400 too.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/app';
import { buildAdmin, buildUser, type TestUser } from '../test/factories';
import {
  type Accepts,
  acceptableFile,
  type HostileFile,
  hostileFiles,
  multipart,
  sendShortBody,
} from '../test/hostile-uploads';
import { addStoredVideo } from './modules/courses/courses.fixtures';
import { fakeMp4, testStorage, tinyPdf } from './modules/media/media.fixtures';
import { configureGcash, createPayment, newReference } from './modules/payments/payments.fixtures';
import { NUL_MESSAGE } from './plugins/text-input';

let t: TestContext;
let admin: TestUser;
let learner: TestUser;
/** The real targets the routes with an id in their path are called on. */
const target: Record<string, string> = {};
let payment: { payment_id: string; amount: number };

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  learner = await buildUser(t.db);
  const video = await addStoredVideo(t.db, testStorage(t.dataDir), fakeMp4(4000));
  target[':id'] = video.id;
  target[':courseId'] = String(video.courseId);
  await configureGcash(t.app, admin.headers);
  payment = await createPayment(t.app, learner.headers, 'basic', 'monthly');
});

interface RouteSpec {
  field: string;
  /** What the route stores: a cut body carries the start of such a file. */
  accepts: Accepts;
  fields?: () => Record<string, string>;
  /** Who may call it; an administrator by default. */
  as?: () => TestUser;
}

/** Every upload route: its file field and the text fields a well-formed form would carry. */
const ROUTES: Record<string, RouteSpec> = {
  'POST /api/admin/backup/restore': {
    field: 'file',
    accepts: 'backup',
    fields: () => ({ confirm: 'RESTORE' }),
  },
  'POST /api/admin/questions/bulk-upload': {
    field: 'file',
    accepts: 'csv',
    fields: () => ({ board_area: 'criminal-law' }),
  },
  'POST /api/admin/questions/bulk-upload-subject': {
    field: 'file',
    accepts: 'csv',
    fields: () => ({ board_area: 'criminal-law', subject_index: '1', difficulty_level: 'basic' }),
  },
  'POST /api/admin/simple-upload-video': {
    field: 'file',
    accepts: 'mp4',
    fields: () => ({ title: 'Abuse', board_area: 'criminal-law' }),
  },
  'POST /api/admin/upload-video-chunked': {
    field: 'chunk',
    accepts: 'mp4',
    fields: () => ({
      title: 'Abuse',
      board_area: 'criminal-law',
      chunk_index: '0',
      total_chunks: '1',
      filename: 'abuse.mp4',
      upload_id: 'abuse',
    }),
  },
  'POST /api/content/courses/:courseId/upload-image': { field: 'file', accepts: 'jpeg' },
  'POST /api/content/courses/:courseId/upload-video': {
    field: 'file',
    accepts: 'mp4',
    fields: () => ({ title: 'Abuse', lesson_number: '1' }),
  },
  'POST /api/content/videos/:id/upload-thumbnail': { field: 'file', accepts: 'jpeg' },
  'POST /api/content/videos/smart-thumbnail-upload': {
    field: 'file',
    accepts: 'jpeg',
    fields: () => ({ board_area: 'criminal-law' }),
  },
  'POST /api/newsfeed/posts': { field: 'images', accepts: 'png', fields: () => ({ content: 'Abuse' }) },
  // The learner's own pending payment, with a valid reference and amount: only the file can fail.
  'POST /api/payments/confirm-payment': {
    field: 'screenshot',
    accepts: 'png',
    as: () => learner,
    fields: () => ({
      payment_id: payment.payment_id,
      gcash_reference: newReference(),
      amount: String(payment.amount),
    }),
  },
  'POST /api/study-materials/upload': {
    field: 'file',
    accepts: 'pdf',
    fields: () => ({ title: 'Abuse', board_area: 'criminal-law', subject: 'Criminal Law Book 1' }),
  },
};

/** Every file under DATA_DIR (the outbox aside). */
function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (p !== t.outbox) walk(p);
      } else out.push(p);
    }
  };
  walk(t.dataDir);
  return out.sort();
}

function uploadRoutes(): string[] {
  return t.app
    .apiRoutes()
    .filter((r) => r.multipart)
    .map((r) => `${r.method} ${r.url}`)
    .sort();
}

const fill = (url: string) => url.replace(/:\w+/g, (p) => target[p] ?? p);

/** Sends `file` to an upload route on its real target, as a user who may call it. */
function send(route: string, file: HostileFile, cut = false) {
  const [method, url] = route.split(' ') as ['POST' | 'PUT', string];
  const spec = ROUTES[route]!;
  const form = multipart(spec.fields?.() ?? {}, { field: spec.field, ...file }, cut);
  return t.app.inject({
    method,
    url: fill(url),
    headers: { ...(spec.as?.() ?? admin).headers, ...form.headers },
    payload: form.payload,
  });
}

const detailOf = (res: { json(): { detail?: unknown } }) => {
  const { detail } = res.json();
  return typeof detail === 'string' ? detail.length > 0 : Array.isArray(detail) && detail.length > 0;
};

/** A 4xx with a message that is not a refusal made before the file was read (who, or which target). */
const refusedForTheFile = (res: { statusCode: number; json(): { detail?: unknown } }) =>
  res.statusCode >= 400 && res.statusCode < 500 && ![401, 403, 404].includes(res.statusCode) && detailOf(res);

describe('upload abuse', () => {
  it('knows every upload route of the app (a new one must be added to ROUTES)', () => {
    expect(uploadRoutes()).toEqual(Object.keys(ROUTES).sort());
  });

  it('refuses every hostile file on every upload route: 4xx with a message, nothing stored, still serving', async () => {
    const files = await hostileFiles();
    const before = storedFiles();
    const outcomes: string[] = [];
    for (const route of uploadRoutes()) {
      for (const f of files) {
        const res = await send(route, f);
        if (!refusedForTheFile(res))
          outcomes.push(`${route} × ${f.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(outcomes).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect(fs.existsSync('/tmp/evil.jpg')).toBe(false);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }, 120_000);

  it('answers 400 with a message for a truncated body (no final boundary) on every upload route, storing nothing', async () => {
    const before = storedFiles();
    const outcomes: string[] = [];
    for (const route of uploadRoutes()) {
      const res = await send(route, await acceptableFile(ROUTES[route]!.accepts), true);
      if (res.statusCode !== 400 || !detailOf(res))
        outcomes.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(outcomes).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);

  it('answers 400 with a message when the client promises more than it sends and goes away, storing nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const before = storedFiles();
    const outcomes: string[] = [];
    for (const route of uploadRoutes()) {
      const [method, url] = route.split(' ') as [string, string];
      const spec = ROUTES[route]!;
      const form = multipart(
        spec.fields?.() ?? {},
        { field: spec.field, ...(await acceptableFile(spec.accepts)) },
        true,
      );
      const answer = await sendShortBody(
        port,
        method,
        fill(url),
        { ...(spec.as?.() ?? admin).headers, ...form.headers },
        form.payload,
      );
      const [status, body = ''] = [answer.split(' ')[1], answer.split('\r\n\r\n')[1]];
      if (status !== '400' || !/"detail":"[^"]+"/.test(body))
        outcomes.push(`${route}: ${JSON.stringify(answer.slice(0, 160))}`);
    }
    expect(outcomes).toEqual([]);
    // The server noticed the request ended: its partial files are gone, and it still serves.
    await expect.poll(() => storedFiles(), { timeout: 5000 }).toEqual(before);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);

  it('takes a well-formed file on every upload route but the restore: the targets, roles and fields are real', async () => {
    const outcomes: string[] = [];
    for (const route of uploadRoutes().filter((r) => ROUTES[r]!.accepts !== 'backup')) {
      const res = await send(route, await acceptableFile(ROUTES[route]!.accepts));
      if (res.statusCode >= 300) outcomes.push(`${route}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(outcomes).toEqual([]);
  }, 60_000);

  it('answers 422 for a NUL in a multipart text field or a CSV cell (issue 10 item 5), storing nothing', async () => {
    const before = storedFiles();
    const field = multipart(
      { title: 'Chapter\u00001', board_area: 'criminal-law' },
      { field: 'file', name: 'guide.pdf', type: 'application/pdf', data: tinyPdf() },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/study-materials/upload',
      headers: { ...admin.headers, ...field.headers },
      payload: field.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({ loc: ['body', 'title'], msg: NUL_MESSAGE });

    const csv = [
      'board_area,subject_index,difficulty_level,question,option_a,option_b,option_c,option_d,correct_answer',
      'criminal-law,1,basic,What is\u0000 this?,A1,B1,C1,D1,A',
    ].join('\n');
    const sheet = multipart({}, { field: 'file', name: 'q.csv', type: 'text/csv', data: Buffer.from(csv) });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions/bulk-upload',
      headers: { ...admin.headers, ...sheet.headers },
      payload: sheet.payload,
    });
    // The CSV reader already refuses it as unreadable (a clear 4xx, never PostgreSQL's 500);
    // a NUL in an .xlsx cell meets refuseNul in question-import.ts.
    expect(imported.statusCode).toBeGreaterThanOrEqual(400);
    expect(imported.statusCode).toBeLessThan(500);
    expect(typeof imported.json().detail).toBe('string');
    expect(storedFiles()).toEqual(before);
  });
});
