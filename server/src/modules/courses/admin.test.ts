import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, type TestUser } from '../../../test/factories';
import { fakeMp4, renderTinyMp4, testStorage, tinyPdf } from '../media/media.fixtures';
import { processPendingVideos } from './courses.fixtures';

let t: TestContext;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  learner = await buildUser(t.db);
});

/** A multipart/form-data body with text fields and files. */
function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; data: Buffer; type: string }>,
) {
  const boundary = `----crimreview${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const [k, f] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadsIn = (area: string) => {
  const dir = path.join(t.dataDir, 'uploads', area);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('video upload (admin)', () => {
  it('stores an uploaded MP4, streamable by learners; processing adds its duration and a thumbnail', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-upload-'));
    const real = await renderTinyMp4(tmp, 2);
    const data = real ? fs.readFileSync(real) : fakeMp4(8000);
    const body = multipart(
      {
        title: 'Chain of custody',
        board_area: 'crime-detection',
        subject: 'Fundamentals of Criminal Investigation',
        lesson_number: '4',
      },
      { file: { name: 'custody.mp4', data, type: 'video/mp4' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/simple-upload-video',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    const video = res.json();
    expect(video).toMatchObject({
      title: 'Chain of custody',
      board_area: 'criminal-investigation',
      subject: 'Fundamentals of Criminal Investigation',
      subject_index: 1,
      lesson_number: 4,
      source: 'upload',
      embed_url: null,
    });
    // Duration and thumbnail come from the background job (video-processing.test.ts runs it
    // through the job runner); here its work is run directly.
    await processPendingVideos(t.db, testStorage(t.dataDir));
    const after = await t.app.inject({ url: '/api/admin/videos', headers: admin.headers });
    const processed = after.json().videos.find((v: { id: string }) => v.id === video.id);
    if (real) {
      expect(processed.duration).toBe(2);
      expect(processed.thumbnail_url).toMatch(/^\/api\/media\/thumbnails\//);
      const thumb = await t.app.inject({ url: processed.thumbnail_url });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
    }
    const list = await t.app.inject({
      url: '/api/content/videos?board_area=criminal-investigation',
      headers: learner.headers,
    });
    const mine = list.json().find((v: { id: string }) => v.id === video.id);
    const stream = await t.app.inject({ url: mine.video_url, headers: { range: 'bytes=0-15' } });
    expect(stream.statusCode).toBe(206);
    expect(stream.rawPayload.equals(data.subarray(0, 16))).toBe(true);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses a file that is not a video (415) and keeps nothing', async () => {
    const before = uploadsIn('videos');
    const body = multipart(
      { title: 'Not a video', board_area: 'criminal-law' },
      { file: { name: 'fake.mp4', data: tinyPdf(), type: 'video/mp4' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/simple-upload-video',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(415);
    expect(uploadsIn('videos')).toEqual(before);
    expect(uploadsIn('tmp')).toEqual([]);
  });

  it('removes the stored file when the fields are invalid', async () => {
    const before = uploadsIn('videos');
    const body = multipart(
      { board_area: 'criminal-law' },
      { file: { name: 'a.mp4', data: fakeMp4(3000), type: 'video/mp4' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/simple-upload-video',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(422);
    expect(uploadsIn('videos')).toEqual(before);
  });

  it('is for administrators only', async () => {
    const body = multipart(
      { title: 'x', board_area: 'criminal-law' },
      { file: { name: 'a.mp4', data: fakeMp4(3000), type: 'video/mp4' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/simple-upload-video',
      payload: body.payload,
      headers: { ...learner.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(403);
    const ext = await t.app.inject({
      method: 'POST',
      url: '/api/admin/external-video',
      payload: { title: 'x', board_area: 'criminal-law', video_url: 'https://vimeo.com/76979871' },
      headers: learner.headers,
    });
    expect(ext.statusCode).toBe(403);
  });

  it('creates external videos for Vimeo and direct files, and deletes them', async () => {
    const vimeo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/external-video',
      payload: { title: 'Patrol', board_area: 'law-enforcement', video_url: 'https://vimeo.com/76979871' },
      headers: admin.headers,
    });
    expect(vimeo.json()).toMatchObject({
      source: 'vimeo',
      embed_url: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/admin/external-video',
      payload: {
        title: 'Direct',
        board_area: 'law-enforcement',
        video_url: 'https://cdn.example.ph/patrol.mp4',
      },
      headers: admin.headers,
    });
    expect(direct.json()).toMatchObject({
      source: 'direct',
      video_url: 'https://cdn.example.ph/patrol.mp4',
      embed_url: null,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/external-video',
      payload: { title: 'Bad', board_area: 'law-enforcement', video_url: 'not a url' },
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().detail)).toContain('Please enter a valid video URL');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/videos/${vimeo.json().id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/videos/${vimeo.json().id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('study materials', () => {
  it('uploads a material, lists it per subject with admin statistics, and deletes it with its file', async () => {
    const body = multipart(
      {
        title: 'Ballistics reviewer',
        description: 'Class and individual characteristics',
        board_area: 'criminalistics',
        subject: 'Forensic Ballistics',
      },
      { file: { name: 'ballistics.pdf', data: tinyPdf(), type: 'application/pdf' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/study-materials/upload',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Ballistics reviewer',
      subject: 'Forensic Ballistics',
      file_name: 'ballistics.pdf',
      file_size: tinyPdf().length,
      is_pdf: true,
      total_study_time: 0,
      last_accessed: null,
    });

    const session = await t.app.inject({
      method: 'POST',
      url: '/api/study-materials/start-session',
      payload: { material_id: created.id, session_type: 'material' },
      headers: learner.headers,
    });
    expect(session.statusCode).toBe(201);

    const q = '?board_area=criminalistics&subject=Forensic%20Ballistics';
    const forLearner = (
      await t.app.inject({ url: `/api/study-materials/${q}`, headers: learner.headers })
    ).json();
    expect(forLearner.materials.map((m: { id: string }) => m.id)).toEqual([created.id]);
    expect(forLearner.materials[0]).not.toHaveProperty('total_study_time');
    expect(forLearner.materials[0]).not.toHaveProperty('last_accessed');
    const forAdmin = (await t.app.inject({ url: `/api/study-materials${q}`, headers: admin.headers })).json();
    expect(forAdmin.materials[0].last_accessed).not.toBeNull();
    const other = (
      await t.app.inject({
        url: '/api/study-materials/?board_area=criminalistics&subject=Polygraphy',
        headers: learner.headers,
      })
    ).json();
    expect(other.materials).toEqual([]);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/study-materials/${created.id}`,
          headers: learner.headers,
        })
      ).statusCode,
    ).toBe(403);
    const files = uploadsIn('materials').length;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/study-materials/${created.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(uploadsIn('materials').length).toBe(files - 1);
  });

  it('asks for every required field', async () => {
    const body = multipart(
      { title: 'No subject', board_area: 'criminalistics' },
      { file: { name: 'x.pdf', data: tinyPdf(), type: 'application/pdf' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/study-materials/upload',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().detail)).toContain('Please fill all required fields');
  });
});
