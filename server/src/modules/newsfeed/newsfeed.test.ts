import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildUser, type TestUser } from '../../../test/factories';
import { insertPost } from './newsfeed.queries';

let t: TestContext;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db, { name: 'Dean Reyes' });
  learner = await buildPaidLearner(t.db, { name: 'Ana Cruz' });
});

type FileIn = { name: string; data: Buffer; type: string };

/** A multipart body with text fields and repeated `images` files. */
function form(fields: Record<string, string>, images: FileIn[] = []) {
  const boundary = `----newsfeed${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of images) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
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

const jpeg = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#b91c1c' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .toBuffer();

/** A PNG whose header claims 30000×30000 pixels (a pixel flood). */
function pixelFloodPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30000, 0);
  ihdr.writeUInt32BE(30000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const post = (u: TestUser, fields: Record<string, string>, images: FileIn[] = []) => {
  const body = form(fields, images);
  return t.app.inject({
    method: 'POST',
    url: '/api/newsfeed/posts',
    payload: body.payload,
    headers: { ...u.headers, ...body.headers },
  });
};
const get = (url: string, u?: TestUser) => t.app.inject({ method: 'GET', url, headers: u?.headers ?? {} });
const stored = () => {
  const dir = path.join(t.dataDir, 'uploads', 'images');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const postCount = async () =>
  Number((await t.db.execute('select count(*)::int as n from newsfeed_posts')).rows[0]!.n);

describe('posting', () => {
  it('an administrator posts text and two images: re-encoded WebP, no metadata, a thumbnail, signed URLs', async () => {
    const res = await post(admin, { content: 'Board exam schedule\nis out: https://example.com/sched' }, [
      { name: 'one.jpg', data: await jpeg(3000, 1500), type: 'image/jpeg' },
      { name: 'two.jpg', data: await jpeg(400, 300), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ admin_name: 'Dean Reyes', comments_count: 0 });
    expect(created.content).toBe('Board exam schedule\nis out: https://example.com/sched');
    expect(created.image_urls).toHaveLength(2);
    expect(stored()).toBe(4);

    const feed = (await get('/api/newsfeed/posts', learner)).json();
    const mine = feed.posts.find((p: { id: string }) => p.id === created.id);
    const full = await get(mine.image_urls[0]);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2048, height: 1024 });
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await get(mine.thumbnail_urls[0])).rawPayload).metadata();
    expect(thumb.width).toBe(480);
    // Bound to its viewer's session: moved to another user's session, it is refused.
    const moved = mine.image_urls[0].replace(/([?&])s=[^&]+/, `$1s=${admin.sessionId}`);
    expect(moved).not.toBe(mine.image_urls[0]);
    expect((await get(moved)).statusCode).toBe(403);
  });

  it('refuses learners (403), empty or long content (422), and stores nothing', async () => {
    const before = { files: stored(), rows: await postCount() };
    const img = { name: 'ok.jpg', data: await jpeg(50, 50), type: 'image/jpeg' };
    expect((await post(learner, { content: 'Hi' })).statusCode).toBe(403);
    const empty = await post(admin, { content: '   ' }, [img]);
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain('Post content cannot be empty');
    expect((await post(admin, {}, [img])).statusCode).toBe(422);
    expect((await post(admin, { content: 'x'.repeat(5001) }, [img])).statusCode).toBe(422);
    expect({ files: stored(), rows: await postCount() }).toEqual(before);
  });

  it('refuses a renamed text file, a 6 MB image, a pixel flood and an eleventh image, naming the file; nothing is left', async () => {
    const before = { files: stored(), rows: await postCount() };
    const good = { name: 'good.jpg', data: await jpeg(60, 60), type: 'image/jpeg' };
    const cases: [FileIn, number, string][] = [
      [
        { name: 'notes.png', data: Buffer.from('just some text, not a picture'), type: 'image/png' },
        415,
        'notes.png is not an image',
      ],
      [
        {
          name: 'huge.jpg',
          data: Buffer.concat([await jpeg(10, 10), Buffer.alloc(6 * 1024 * 1024)]),
          type: 'image/jpeg',
        },
        413,
        'huge.jpg is larger than 5MB',
      ],
      [{ name: 'flood.png', data: pixelFloodPng(), type: 'image/png' }, 415, 'flood.png is not an image'],
    ];
    for (const [bad, status, detail] of cases) {
      const res = await post(admin, { content: 'With a bad image' }, [good, bad]);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    const eleven = await post(
      admin,
      { content: 'Too many' },
      Array.from({ length: 11 }, () => good),
    );
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json()).toEqual({ detail: 'At most 10 images per post' });
    expect({ files: stored(), rows: await postCount() }).toEqual(before);
  });

  it('deletes a post with its comments and files (admin only; 404 after)', async () => {
    const created = (
      await post(admin, { content: 'To delete' }, [
        { name: 'a.jpg', data: await jpeg(30, 30), type: 'image/jpeg' },
      ])
    ).json();
    const filesBefore = stored();
    const del = (u: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/newsfeed/posts/${created.id}`, headers: u.headers });
    expect((await del(learner)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(200);
    expect(stored()).toBe(filesBefore - 2);
    expect((await del(admin)).statusCode).toBe(404);
    expect((await get(created.image_urls[0])).statusCode).toBe(404);
    expect((await get(`/api/newsfeed/posts/${created.id}/comments`, learner)).statusCode).toBe(404);
  });
});

describe('reading and commenting', () => {
  it('refuses visitors (401) and unverified learners (403 with the spec text)', async () => {
    expect((await get('/api/newsfeed/posts')).statusCode).toBe(401);
    const unverified = await buildUser(t.db);
    const res = await get('/api/newsfeed/posts', unverified);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only verified users can access the newsfeed' });
  });

  it('pages newest first with a cursor and counts comments', async () => {
    const reader = await buildPaidLearner(t.db);
    for (let i = 0; i < 23; i++) {
      await insertPost(t.db, { authorId: admin.user.id, authorName: 'Dean Reyes', content: `Post ${i}` });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { posts: { id: string; created_at: string }[]; next_cursor: string | null } = (
        await get(`/api/newsfeed/posts?limit=10${cursor ? `&cursor=${cursor}` : ''}`, reader)
      ).json();
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.next_cursor;
    } while (cursor);
    const total = await postCount();
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const first = (await get('/api/newsfeed/posts?limit=1', reader)).json().posts[0];
    expect(first.content).toBe('Post 22');
  });

  it('adds and lists comments as plain text; bad input and unknown posts', async () => {
    const p = await insertPost(t.db, {
      authorId: admin.user.id,
      authorName: 'Dean Reyes',
      content: '<img src=x onerror=alert(1)>',
    });
    const url = `/api/newsfeed/posts/${p.id}/comments`;
    const comment = (content: string, u = learner) =>
      t.app.inject({ method: 'POST', url, headers: u.headers, payload: { content } });
    const res = await comment('  <script>alert("x")</script> nice  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user_name: 'Ana Cruz', content: '<script>alert("x")</script> nice' });
    expect((await comment('   ')).statusCode).toBe(422);
    expect((await comment('y'.repeat(2001))).statusCode).toBe(422);
    const list = (await get(url, admin)).json().comments;
    expect(list.map((c: { content: string }) => c.content)).toEqual(['<script>alert("x")</script> nice']);
    const feed = (await get('/api/newsfeed/posts?limit=50', learner)).json().posts;
    expect(feed.find((x: { id: string }) => x.id === p.id)).toMatchObject({
      content: '<img src=x onerror=alert(1)>',
      comments_count: 1,
    });
    expect(
      (await get('/api/newsfeed/posts/00000000-0000-4000-8000-000000000000/comments', learner)).statusCode,
    ).toBe(404);
    expect((await get('/api/newsfeed/posts/nope/comments', learner)).statusCode).toBe(404);
  });

  it('limits comments to 10 a minute and refreshes to 20 a minute (429, the spec text)', async () => {
    const u = await buildPaidLearner(t.db);
    const p = await insertPost(t.db, { authorId: admin.user.id, authorName: 'Dean Reyes', content: 'Busy' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/newsfeed/posts/${p.id}/comments`,
        headers: u.headers,
        payload: { content: `c${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    for (let i = 0; i < 20; i++) expect((await get('/api/newsfeed/posts?limit=1', u)).statusCode).toBe(200);
    const refused = await get('/api/newsfeed/posts?limit=1', u);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Please wait a moment before refreshing again' });
  });
});
