import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, buildUser, type TestUser } from '../../../test/factories';
import { type App, buildApp } from '../../app';
import { connect } from '../../db/client';
import { notifyUser } from './notifications.service';

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;
const inject = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = await buildAdmin(ctx.db);
  learner = await buildPaidLearner(ctx.db, { review_center: 'Manila Review Hub' });
  other = await buildPaidLearner(ctx.db);
});

describe('reading and marking', () => {
  it('lists own notifications newest first with the unread count, and marks them read', async () => {
    const u = await buildUser(ctx.db);
    for (const title of ['First', 'Second', 'Third']) {
      await notifyUser(ctx.db, u.user.id, { type: 'system_update', title, message: `${title} message` });
    }
    await notifyUser(ctx.db, other.user.id, { type: 'system_update', title: 'Not yours', message: 'x' });
    const list = (await inject('GET', '/api/notifications?limit=2', u.headers)).json();
    expect(list.unread_count).toBe(3);
    expect(list.notifications.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second']);
    expect(list.notifications[0]).toMatchObject({ type: 'system_update', is_read: false, metadata: {} });
    expect(list.notifications[0]._id).toBe(list.notifications[0].id);

    const id = list.notifications[0].id;
    expect((await inject('PUT', `/api/notifications/${id}/read`, u.headers)).statusCode).toBe(200);
    expect((await inject('GET', '/api/notifications/unread-count', u.headers)).json()).toEqual({
      unread_count: 2,
    });
    const all = await inject('PUT', '/api/notifications/mark-all-read', u.headers);
    expect(all.json().updated_count).toBe(2);
    expect((await inject('GET', '/api/notifications/unread-count', u.headers)).json()).toEqual({
      unread_count: 0,
    });
    expect((await inject('GET', '/api/notifications?limit=101', u.headers)).statusCode).toBe(422);
  });

  it("never reads or marks another user's notification (404)", async () => {
    await notifyUser(ctx.db, learner.user.id, { type: 'admin_message', title: 'Mine', message: 'private' });
    const [mine] = (await inject('GET', '/api/notifications', learner.headers)).json().notifications;
    const res = await inject('PUT', `/api/notifications/${mine.id}/read`, other.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Notification not found' });
    expect((await inject('PUT', '/api/notifications/not-a-uuid/read', other.headers)).statusCode).toBe(404);
    const titles = (await inject('GET', '/api/notifications', other.headers)).json().notifications;
    expect(titles.some((n: { id: string }) => n.id === mine.id)).toBe(false);
    // Still unread for its owner.
    const again = (await inject('GET', '/api/notifications', learner.headers)).json().notifications;
    expect(again.find((n: { id: string }) => n.id === mine.id).is_read).toBe(false);
    expect((await inject('GET', '/api/notifications', {})).statusCode).toBe(401);
  });

  it('writes a user_verification notification to administrators with a registration; mark-verification-read clears only those', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Learner', email: 'new-learner-n@example.com', password: 'Sturdy-Password-91' },
    });
    expect(res.statusCode).toBeLessThan(300);
    await notifyUser(ctx.db, admin.user.id, { type: 'admin_message', title: 'Other', message: 'x' });
    const list = (await inject('GET', '/api/notifications', admin.headers)).json();
    expect(
      list.notifications.find((n: { type: string }) => n.type === 'user_verification').message,
    ).toContain('new-learner-n@example.com');
    const marked = (await inject('PUT', '/api/notifications/mark-verification-read', admin.headers)).json();
    expect(marked.updated_count).toBe(1);
    const after = (await inject('GET', '/api/notifications', admin.headers)).json().notifications;
    expect(
      after.filter((n: { is_read: boolean }) => !n.is_read).map((n: { type: string }) => n.type),
    ).toEqual(['admin_message']);
  });
});

describe('administrators sending', () => {
  it('sends a custom message to one user, to one review center, to everyone', async () => {
    const send = (payload: object, headers = admin.headers) =>
      inject('POST', '/api/admin/notifications/send-custom', headers, payload);
    expect((await send({ title: 'Hi', message: 'x' }, learner.headers)).statusCode).toBe(403);
    const missing = await send({ title: ' ', message: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain('Please fill in both title and message');

    const one = await send({ title: 'Just you', message: 'one', audience: 'user', user_id: other.user.id });
    expect(one.json()).toMatchObject({ sent_count: 1 });
    const center = await send({
      title: 'Center',
      message: 'c',
      audience: 'review_center',
      review_center: 'manila review hub',
    });
    expect(center.json().sent_count).toBe(1);
    const everyone = await send({ title: 'Everyone', message: '<script>alert(1)</script>' });
    expect(everyone.json().sent_count).toBeGreaterThanOrEqual(3);
    const titles = async (u: TestUser) =>
      (await inject('GET', '/api/notifications', u.headers))
        .json()
        .notifications.map((n: { title: string }) => n.title);
    expect(await titles(learner)).toEqual(expect.arrayContaining(['Center', 'Everyone']));
    expect(await titles(learner)).not.toContain('Just you');
    expect(await titles(other)).toEqual(expect.arrayContaining(['Just you', 'Everyone']));
    expect(await titles(other)).not.toContain('Center');
    const [latest] = (await inject('GET', '/api/notifications', admin.headers)).json().notifications;
    expect(latest).toMatchObject({ type: 'admin_message', message: '<script>alert(1)</script>' });
  });

  it('tells only the learners who may open the board area about new content', async () => {
    const closed = await buildPaidLearner(ctx.db);
    const expired = await buildUser(ctx.db, { subscriptionExpiresAt: new Date(Date.now() - 1000) });
    const res = await inject('POST', '/api/admin/board-area-access', admin.headers, {
      user_id: closed.user.id,
      board_area: 'criminalistics',
      has_access: false,
    });
    expect(res.statusCode).toBe(200);
    const sent = await inject('POST', '/api/admin/notifications/trigger-content', admin.headers, {
      content_type: 'video',
      board_area: 'criminalistics',
      subject: 'Forensic Ballistics',
      title: 'Rifling marks',
    });
    expect(sent.statusCode).toBe(200);
    const got = async (u: TestUser) =>
      (await inject('GET', '/api/notifications', u.headers))
        .json()
        .notifications.filter((n: { type: string }) => n.type === 'new_video');
    const [n] = await got(learner);
    expect(n).toMatchObject({ title: 'New video lecture', metadata: { board_area: 'criminalistics' } });
    expect(n.message).toContain('Rifling marks');
    expect(await got(closed)).toEqual([]);
    expect(await got(expired)).toEqual([]);
    const q = await inject('POST', '/api/admin/notifications/trigger-content', admin.headers, {
      content_type: 'question',
      board_area: 'criminal-law',
      count: 5,
    });
    expect(q.json().sent_count).toBeGreaterThan(0);
    expect(
      (await inject('POST', '/api/admin/notifications/trigger-content', learner.headers, {})).statusCode,
    ).toBe(403);
  });
});

interface StreamEvent {
  event: string;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the events' JSON is checked by the assertions
  data: any;
}

/** Reads Server-Sent Events from a live stream until `until` is satisfied. */
async function readEvents(res: Response, until: (events: StreamEvent[]) => boolean) {
  const reader = res.body!.getReader();
  const events: StreamEvent[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += new TextDecoder().decode(value);
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
      const event = field('event');
      if (event) events.push({ event, id: field('id'), data: JSON.parse(field('data') ?? 'null') });
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

describe('live stream across instances', () => {
  let second: App;
  let base: string;
  const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-second-'));
  const secondDb = () => connect((ctx.database as unknown as { url: string }).url, 4);
  let closeSecondDb: () => Promise<void>;

  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const db2 = secondDb();
    closeSecondDb = db2.close;
    second = await buildApp({
      db: db2.db,
      mailer: { send: async () => ({ queued: true }) } as never,
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: secondDir,
      databaseKind: 'embedded',
      webDist: path.join(secondDir, 'no-web'),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await closeSecondDb();
    fs.rmSync(secondDir, { recursive: true, force: true });
  });

  const openStream = async (u: TestUser, headers: Record<string, string> = {}) => {
    const { token } = (await inject('POST', '/api/notifications/stream-token', u.headers)).json();
    return fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(token)}`, { headers });
  };

  it('refuses a missing or forged token', async () => {
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
    const forged = `${learner.user.id}.${Math.floor(Date.now() / 1000) + 60}.AAAA`;
    expect((await fetch(`${base}/api/notifications/stream?token=${forged}`)).status).toBe(401);
  });

  it('delivers a notification written by a second app instance on the same database', async () => {
    const res = await openStream(learner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const started = Date.now();
    const events = readEvents(res, (e) => e.some((x) => x.event === 'notification'));
    // Once the stream is open (its first event), the second instance sends a message.
    await new Promise((r) => setTimeout(r, 300));
    const sent = await second.inject({
      method: 'POST',
      url: '/api/admin/notifications/send-custom',
      headers: admin.headers,
      payload: { title: 'Live', message: 'Across instances', audience: 'user', user_id: learner.user.id },
    });
    expect(sent.statusCode).toBe(200);
    const got = await events;
    const live = got.find((e) => e.event === 'notification')!;
    expect(live.data.notification).toMatchObject({
      title: 'Live',
      message: 'Across instances',
      is_read: false,
    });
    expect(live.data.unread_count).toBeGreaterThan(0);
    expect(live.id).toBe(live.data.notification.id);
    expect(Date.now() - started).toBeLessThan(2000 + 300);
  });

  it('replays what was missed after Last-Event-ID', async () => {
    const u = await buildPaidLearner(ctx.db);
    await notifyUser(ctx.db, u.user.id, { type: 'system_update', title: 'Seen', message: 'a' });
    const [seen] = (await inject('GET', '/api/notifications', u.headers)).json().notifications;
    await new Promise((r) => setTimeout(r, 5));
    await notifyUser(ctx.db, u.user.id, { type: 'system_update', title: 'Missed', message: 'b' });
    const res = await openStream(u, { 'last-event-id': seen.id });
    const got = await readEvents(res, (e) => e.some((x) => x.event === 'unread_count'));
    expect(got.filter((e) => e.event === 'notification').map((e) => e.data.notification.title)).toEqual([
      'Missed',
    ]);
    expect(got.find((e) => e.event === 'unread_count')!.data).toEqual({ unread_count: 2 });
  });
});
