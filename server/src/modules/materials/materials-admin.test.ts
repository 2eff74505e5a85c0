/**
 * Study materials in the content manager (issue 15): the admin fields of the list, and the
 * upload's refusals (required fields, type by content, 100 MB), each leaving nothing on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, type TestUser } from '../../../test/factories';
import { tinyPdf } from '../media/media.fixtures';

let t: TestContext;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  learner = await buildUser(t.db);
});

const PLACE = { board_area: 'criminalistics', subject: 'Forensic Ballistics' };

function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----materials${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function upload(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const body = form(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/study-materials/upload',
    payload: body.payload,
    headers: { ...admin.headers, 'content-type': body.type },
  });
}

const materialFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'materials');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** A real .xlsx as Excel writes it (an Office document). */
async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ranges').addRow(['Firearm', 'Effective range (m)']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('study materials admin list', () => {
  it('gives administrators file name, size, upload date, last access and study time; learners none of the statistics', async () => {
    // One workbook: ExcelJS stamps the creation time, so two builds can differ in size.
    const file = await workbook();
    const res = await upload(
      { title: 'Ballistics tables', description: 'Ranges', ...PLACE },
      { name: 'ranges.xlsx', data: file },
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.mime_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/study-materials/start-session',
      payload: { material_id: created.id, session_type: 'material' },
      headers: learner.headers,
    });
    const session = start.json().session_id;
    await t.db.execute(
      sql`update study_sessions set started_at = now() - make_interval(secs => 200) where id = ${session}`,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/study-materials/end-session/${session}`,
      payload: { duration_seconds: 180 },
      headers: learner.headers,
    });

    // No filter: the content manager's call lists every area.
    const all = (await t.app.inject({ url: '/api/study-materials/', headers: admin.headers })).json();
    const mine = all.materials.find((m: { id: string }) => m.id === created.id);
    expect(mine).toMatchObject({
      title: 'Ballistics tables',
      description: 'Ranges',
      board_area: 'criminalistics',
      subject: 'Forensic Ballistics',
      file_name: 'ranges.xlsx',
      file_size: file.length,
      total_study_time: 180,
    });
    expect(Date.parse(mine.upload_date)).not.toBeNaN();
    expect(Date.parse(mine.last_accessed)).not.toBeNaN();

    const forLearner = (
      await t.app.inject({ url: '/api/study-materials/?board_area=criminalistics', headers: learner.headers })
    ).json();
    const seen = forLearner.materials.find((m: { id: string }) => m.id === created.id);
    expect(seen).not.toHaveProperty('total_study_time');
    expect(seen).not.toHaveProperty('last_accessed');
  });
});

describe('study material files by content', () => {
  it('serves images and PDFs inline, everything else as a nosniff attachment', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const image = (
      await upload({ title: 'Rifling chart', ...PLACE }, { name: 'chart.png', data: png })
    ).json();
    const text = (
      await upload(
        { title: 'Notes', ...PLACE },
        { name: 'notes.txt', data: Buffer.from('Lands and grooves\n') },
      )
    ).json();
    const pdf = (await upload({ title: 'Reviewer', ...PLACE }, { name: 'r.pdf', data: tinyPdf() })).json();
    const get = (url: string) => t.app.inject({ url, headers: learner.headers });

    const img = await get(image.view_url);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-disposition']).toMatch(/^inline;/);
    expect((await get(pdf.view_url)).headers['content-disposition']).toMatch(/^inline;/);
    const txt = await get(text.view_url);
    expect(txt.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(txt.headers['x-content-type-options']).toBe('nosniff');
  });

  const MZ = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
  const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
  const refused: [string, string, () => Buffer | Promise<Buffer>][] = [
    ['an executable named .pdf', 'report.pdf', () => MZ],
    ['an ELF binary named .md', 'notes.md', () => ELF],
    ['a PDF named .docx', 'lecture.docx', tinyPdf],
    ['binary bytes named .txt', 'data.txt', () => Buffer.from([0x41, 0x00, 0x01, 0x02, 0x42])],
    ['text of an unknown kind', 'script.sh', () => Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['HTML', 'page.html', () => Buffer.from('<html><script>alert(1)</script></html>')],
    ['a spreadsheet named .pdf', 'sheet.pdf', workbook],
  ];
  it.each(refused)(
    'refuses %s with a message naming the file, leaving nothing on disk',
    async (_l, name, data) => {
      const before = materialFiles();
      const res = await upload({ title: 'Bad file', ...PLACE }, { name, data: await data() });
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toBe(
        `${name} cannot be uploaded: a study material must be a PDF, an Office document, an image or plain text, and its content must match its extension`,
      );
      expect(materialFiles()).toEqual(before);
    },
  );

  it('refuses a file over 100 MB with 413 naming it, leaving nothing on disk', async () => {
    const before = materialFiles();
    const big = Buffer.alloc(100 * 1024 * 1024 + 1, 0x41);
    const res = await upload({ title: 'Too big', ...PLACE }, { name: 'big.txt', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('big.txt is larger than 100 MB');
    expect(materialFiles()).toEqual(before);
  }, 60_000);
});

describe('study material required fields', () => {
  const full = { title: 'Complete', ...PLACE };
  it.each(['title', 'board_area', 'subject'])('asks for %s', async (missing) => {
    const before = materialFiles();
    const fields: Record<string, string> = { ...full };
    delete fields[missing];
    const res = await upload(fields, { name: 'x.pdf', data: tinyPdf() });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({
      loc: ['body', missing],
      msg: 'Please fill all required fields',
    });
    expect(materialFiles()).toEqual(before);
  });

  it('asks for the file', async () => {
    const res = await upload(full);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'file'], msg: 'Please fill all required fields' }]);
  });

  it('refuses an unknown board area or subject with 422, leaving nothing on disk', async () => {
    const before = materialFiles();
    for (const place of [
      { board_area: 'astrology', subject: 'Forensic Ballistics' },
      { board_area: 'criminalistics', subject: 'Palmistry' },
    ]) {
      const res = await upload({ title: 'Nowhere', ...place }, { name: 'x.pdf', data: tinyPdf() });
      expect(res.statusCode).toBe(422);
    }
    expect(materialFiles()).toEqual(before);
  });
});
