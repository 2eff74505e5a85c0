/** The content manager's lecture calls (issue 15): admin list, edit, thumbnails, course uploads. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildSubAdmin, type TestUser } from '../../../test/factories';
import { fakeMp4, testStorage } from '../media/media.fixtures';
import { addStoredVideo } from './courses.fixtures';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

const image = (format: 'jpeg' | 'png', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

function post(
  url: string,
  files: Record<string, [Buffer, string]>,
  fields: Record<string, string> = {},
  user = admin,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, [data, name]] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(data)]), name);
  return t.app.inject({ method: 'POST', url, payload: form, headers: user.headers });
}

const uploadedFiles = (area: string) => {
  const dir = path.join(t.dataDir, 'uploads', area);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
};

describe('lectures in the content manager', () => {
  it('lists every lecture with its category, and edits the details but never the file', async () => {
    const storage = testStorage(t.dataDir);
    const video = await addStoredVideo(t.db, storage, fakeMp4(2048), {
      subjectIndex: 2,
      title: 'Crimes against persons',
    });
    const list = await t.app.inject({ url: '/api/admin/videos', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().videos.find((v: { id: string }) => v.id === video.id)).toMatchObject({
      category: 'Criminal Law Book 2',
      file_size: 2048,
      has_own_thumbnail: false,
    });
    const body = {
      title: 'Crimes against persons (revised)',
      description: 'Articles 246 to 266',
      board_area: 'criminal-law',
      subject: 'Criminal Law Book 2',
      difficulty_level: 'intermediate',
      lesson_number: 4,
    };
    const url = `/api/content/videos/${video.id}`;
    const put = await t.app.inject({ method: 'PUT', url, payload: body, headers: admin.headers });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      lesson_number: 4,
      difficulty_level: 'intermediate',
      title: body.title,
    });
    const unknown = await t.app.inject({
      method: 'PUT',
      url,
      payload: { ...body, board_area: 'astrology' },
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(422);
    const learner = await buildPaidLearner(t.db);
    for (const user of [learner, await buildSubAdmin(t.db)]) {
      expect((await t.app.inject({ url: '/api/admin/videos', headers: user.headers })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'PUT', url, payload: body, headers: user.headers })).statusCode,
      ).toBe(403);
    }
  });

  it('takes a JPG thumbnail only, under 5 MB, and leaves nothing behind when it refuses', async () => {
    const video = await addStoredVideo(t.db, testStorage(t.dataDir), fakeMp4(1024), { subjectIndex: 3 });
    const url = `/api/content/videos/${video.id}/upload-thumbnail`;
    const before = uploadedFiles('thumbnails').length;
    const png = await post(url, { file: [await image('png'), 'looks.jpg'] });
    expect(png.statusCode).toBe(415);
    expect(png.json().detail).toBe('Only JPG images are allowed');
    const big = await post(url, {
      file: [Buffer.concat([await image('jpeg'), Buffer.alloc(5 * 1024 * 1024)]), 'big.jpg'],
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('File size must be less than 5MB');
    expect(uploadedFiles('thumbnails')).toHaveLength(before);
    const ok = await post(url, { file: [await image('jpeg'), 'thumb.jpg'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().thumbnail_url).toContain(video.id);
  });

  it('gives every lecture of a subject without a thumbnail a 320×180 copy (smart thumbnail)', async () => {
    const storage = testStorage(t.dataDir);
    const place = { boardArea: 'criminalistics', subjectIndex: 5 };
    const [a, b, withOwn] = [
      await addStoredVideo(t.db, storage, fakeMp4(512), { ...place, title: 'Polygraph 1' }),
      await addStoredVideo(t.db, storage, fakeMp4(512), { ...place, title: 'Polygraph 2' }),
      await addStoredVideo(t.db, storage, fakeMp4(512), { ...place, title: 'Polygraph 3' }),
    ];
    await post(`/api/content/videos/${withOwn!.id}/upload-thumbnail`, {
      file: [await image('jpeg'), 't.jpg'],
    });
    const missing = await post('/api/content/videos/smart-thumbnail-upload', {
      file: [await image('jpeg'), 's.jpg'],
    });
    expect(missing.statusCode).toBe(422);
    const res = await post(
      '/api/content/videos/smart-thumbnail-upload',
      { file: [await image('jpeg', 1280, 720), 'smart.jpg'] },
      { board_area: 'criminalistics', subject: 'Polygraphy' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thumbnail applied to 2 videos', videos_updated: 2 });
    const rows = await t.database.pool.query<{ id: string; thumbnail_key: string }>(
      'select id, thumbnail_key from videos where id = any($1)',
      [[a!.id, b!.id]],
    );
    expect(new Set(rows.rows.map((r) => r.thumbnail_key)).size).toBe(2);
    for (const r of rows.rows) {
      const meta = await sharp(storage.localPath(r.thumbnail_key)).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([320, 180, 'jpeg']);
    }
    const again = await post(
      '/api/content/videos/smart-thumbnail-upload',
      { file: [await image('jpeg'), 'smart.jpg'] },
      { board_area: 'criminalistics', subject: 'Polygraphy' },
    );
    expect(again.json().videos_updated).toBe(0);
  });

  it('uploads a course image (JPG) and an MP4 lesson from the content tab', async () => {
    const video = await addStoredVideo(t.db, testStorage(t.dataDir), fakeMp4(256), {
      boardArea: 'law-enforcement',
    });
    const courseId = video.courseId!;
    const img = await post(`/api/content/courses/${courseId}/upload-image`, {
      file: [await image('jpeg'), 'cover.jpg'],
    });
    expect(img.json()).toEqual({ message: 'Image uploaded successfully', filename: 'cover.jpg' });
    const none = await post(`/api/content/courses/${courseId}/upload-image`, {});
    expect(none.json().detail).toBe('Please provide course ID and select an image file');
    const mp4 = await post(
      `/api/content/courses/${courseId}/upload-video`,
      { file: [fakeMp4(4096), 'lesson2.mp4'] },
      { title: 'Patrol basics', lesson_number: '2' },
    );
    expect(mp4.statusCode).toBe(200);
    expect(mp4.json()).toEqual({ message: 'Video uploaded successfully', filename: 'lesson2.mp4' });
    const notVideo = await post(
      `/api/content/courses/${courseId}/upload-video`,
      { file: [Buffer.from('not a video at all'), 'fake.mp4'] },
      { title: 'Fake', lesson_number: '3' },
    );
    expect(notVideo.statusCode).toBe(415);
    expect(
      (await post('/api/content/courses/99999/upload-image', { file: [await image('jpeg'), 'c.jpg'] }))
        .statusCode,
    ).toBe(404);
  });
});
