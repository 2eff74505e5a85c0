/**
 * Upload abuse (issue 10 suite): one table of hostile files sent to every upload route of the
 * app. An upload route is any route of the app's route table that consumes multipart/form-data,
 * so a route added later is picked up, and fails here until it is declared in ROUTES. Each
 * refusal must be a 4xx with a message, leave no file behind, and leave the process serving.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/app';
import { buildAdmin, type TestUser } from '../test/factories';
import { repeatedPart, workbookParts, zip } from '../test/xlsx-fixtures';
import { tinyPdf } from './modules/media/media.fixtures';
import { NUL_MESSAGE } from './plugins/text-input';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

/** Every upload route: its file field and the text fields a well-formed form would carry. */
const ROUTES: Record<string, { field: string; fields?: Record<string, string> }> = {
  'POST /api/admin/backup/restore': { field: 'file', fields: { confirm: 'RESTORE' } },
  'POST /api/admin/questions/bulk-upload': { field: 'file', fields: { board_area: 'criminal-law' } },
  'POST /api/admin/questions/bulk-upload-subject': {
    field: 'file',
    fields: { board_area: 'criminal-law', subject_index: '1', difficulty_level: 'basic' },
  },
  'POST /api/admin/simple-upload-video': {
    field: 'file',
    fields: { title: 'Abuse', board_area: 'criminal-law' },
  },
  'POST /api/admin/upload-video-chunked': {
    field: 'chunk',
    fields: {
      title: 'Abuse',
      board_area: 'criminal-law',
      chunk_index: '0',
      total_chunks: '1',
      filename: 'abuse.mp4',
    },
  },
  'POST /api/content/courses/:courseId/upload-image': { field: 'file' },
  'POST /api/content/courses/:courseId/upload-video': { field: 'file', fields: { title: 'Abuse' } },
  'POST /api/content/videos/:id/upload-thumbnail': { field: 'file' },
  'POST /api/content/videos/smart-thumbnail-upload': {
    field: 'file',
    fields: { board_area: 'criminal-law' },
  },
  'POST /api/newsfeed/posts': { field: 'images', fields: { content: 'Abuse' } },
  'POST /api/payments/confirm-payment': {
    field: 'screenshot',
    fields: { reference_number: '1234567890123' },
  },
  'POST /api/study-materials/upload': {
    field: 'file',
    fields: { title: 'Abuse', board_area: 'criminal-law' },
  },
};

/** A PNG whose header claims 30000×30000 pixels (a pixel flood in a few hundred bytes). */
async function pixelFlood(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(30000, 16);
  png.writeUInt32BE(30000, 20);
  return png;
}

async function hostileFiles(): Promise<{ label: string; name: string; type: string; data: Buffer }[]> {
  const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const bomb = zip([
    ...workbookParts(),
    repeatedPart('xl/sharedStrings.xml', '<sst><si><t>', 'A'.repeat(1000), 300_000, '</t></si></sst>'),
  ]);
  return [
    {
      label: 'wrong magic bytes',
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('just some text, not an image'),
    },
    {
      label: 'JPEG/HTML polyglot',
      name: 'poly.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([jpegMagic, Buffer.from('<html><script>alert(1)</script></html>')]),
    },
    { label: 'pixel flood', name: 'flood.png', type: 'image/png', data: await pixelFlood() },
    { label: 'zip bomb', name: 'bomb.xlsx', type: 'application/octet-stream', data: bomb },
    {
      label: 'path trick in the name',
      name: '../../../../tmp/evil.jpg',
      type: 'image/jpeg',
      data: Buffer.from('x'),
    },
    {
      label: 'oversize',
      name: 'big.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([jpegMagic, Buffer.alloc(6 * 1024 * 1024)]),
    },
    { label: 'NUL in the name', name: 'a\u0000.jpg', type: 'image/jpeg', data: Buffer.from('x') },
  ];
}

function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----abuse${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

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

describe('upload abuse', () => {
  it('knows every upload route of the app (a new one must be added to ROUTES)', () => {
    expect(uploadRoutes()).toEqual(Object.keys(ROUTES).sort());
  });

  it('refuses every hostile file on every upload route: 4xx with a message, nothing stored, still serving', async () => {
    const files = await hostileFiles();
    const before = storedFiles();
    const outcomes: string[] = [];
    for (const route of uploadRoutes()) {
      const [method, url] = route.split(' ') as ['POST' | 'PUT', string];
      const spec = ROUTES[route];
      if (!spec) continue;
      for (const f of files) {
        const form = multipart(spec.fields ?? {}, { field: spec.field, ...f });
        const res = await t.app.inject({
          method,
          url: url.replace(/:\w+/g, randomUUID()),
          headers: { ...admin.headers, ...form.headers },
          payload: form.payload,
        });
        const detail = res.json().detail;
        const clear =
          typeof detail === 'string' ? detail.length > 0 : Array.isArray(detail) && detail.length > 0;
        if (res.statusCode < 400 || res.statusCode >= 500 || !clear)
          outcomes.push(`${route} × ${f.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(outcomes).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect(fs.existsSync('/tmp/evil.jpg')).toBe(false);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }, 120_000);

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
