// Setup shared by bench/exam-burst.mjs and bench/route-profile.mjs (not timed): the
// administrator signs in and adds 25 questions to one test; learners sign up from distinct
// X-Forwarded-For addresses (sign-up is limited per address; loopback is the bench servers'
// trusted proxy) and are verified as premium.
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../e2e/helpers/server.mjs';
import { pool } from './burst-lib.mjs';
import { mp4Bytes } from './server-proc.mjs';

// Strong, and holds no part of the learners' names or emails (the sign-up's password rule).
const PASSWORD = 'Quartz-lantern-7291!';
export const LETTERS = ['A', 'B', 'C', 'D'];
const RUN = Date.now().toString(36);

/** Signs the administrator in, adds 25 questions to `testId`; returns the admin's token. */
export async function createTestQuestions(call, testId) {
  const login = await call('setup', 'POST', '/api/auth/login', {
    body: {
      email: process.env.BENCH_ADMIN_EMAIL ?? ADMIN_EMAIL,
      password: process.env.BENCH_ADMIN_PASSWORD ?? ADMIN_PASSWORD,
    },
    timed: false,
  });
  const admin = login.json.access_token;
  const [area, index, level] = [testId.split('-').slice(0, -2).join('-'), ...testId.split('-').slice(-2)];
  for (let i = 0; i < 25; i++) {
    await call('setup', 'POST', '/api/admin/questions', {
      token: admin,
      timed: false,
      body: {
        board_area: area,
        subject_index: Number(index),
        difficulty_level: level,
        question: `Benchmark question ${i + 1}: which provision of the Revised Penal Code applies to this situation of a realistic length?`,
        options: LETTERS.map(
          (l) => `Option ${l}: an answer text of a realistic length for a board exam question`,
        ),
        correct_answer: LETTERS[i % 4],
        explanation: 'An explanation that must never reach the learner before submission.',
      },
    });
  }
  return admin;
}

/** Signs up `count` premium learners; returns their tokens. */
export async function createLearners(call, admin, count, prefix) {
  const tokens = [];
  await pool(
    Array.from({ length: count }, (_, i) => i),
    6,
    async (i) => {
      const reg = await call('setup', 'POST', '/api/auth/register', {
        timed: false,
        headers: { 'x-forwarded-for': `10.${prefix.length}.${i >> 8}.${i & 255}` },
        body: { name: `Bench Learner ${i}`, email: `${prefix}-${RUN}-${i}@bench.test`, password: PASSWORD },
      });
      if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.json)}`);
      const ok = await call('setup', 'PUT', `/api/admin/users/${reg.json.user.id}/verification`, {
        token: admin,
        timed: false,
        body: { payment_verified: true, subscription: 'premium' },
      });
      if (ok.status !== 200) throw new Error(`verification failed: ${ok.status}`);
      tokens.push(reg.json.access_token);
    },
  );
  return tokens;
}

/**
 * Several instances share uploads: a lecture uploaded through the first plays through the
 * second (its media URL there, then the bytes of a range). Answers a line for the targets.
 */
export async function lectureAcrossInstances([first, second], admin, learner) {
  const data = mp4Bytes(300_000);
  const form = new FormData();
  form.set('title', 'Bench shared lecture');
  form.set('board_area', 'criminal-law');
  form.set('subject', 'Criminal Law Book 1');
  form.set('file', new Blob([data], { type: 'video/mp4' }), 'lecture.mp4');
  const up = await fetch(`${first}/api/admin/simple-upload-video`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  if (up.status !== 201) return { ok: false, detail: `upload through the first: ${up.status}` };
  const { id } = await up.json();
  const learnerHeaders = { authorization: `Bearer ${learner}` };
  const list = await fetch(`${second}/api/content/videos?board_area=criminal-law`, {
    headers: learnerHeaders,
  });
  const video = list.ok ? (await list.json()).find((v) => v.id === id) : null;
  if (!video) return { ok: false, detail: `not listed by the second: ${list.status}` };
  const media = await fetch(new URL(video.video_url, second), {
    redirect: 'manual',
    headers: { range: 'bytes=100-199' },
  });
  const location = media.headers.get('location');
  if (media.status !== 302 || !location) return { ok: false, detail: `media on the second: ${media.status}` };
  const ranged = await fetch(location, { headers: { range: 'bytes=100-199' } });
  const same = Buffer.from(await ranged.arrayBuffer()).equals(data.subarray(100, 200));
  return {
    ok: ranged.status === 206 && same,
    detail: `302 to the bucket, range ${ranged.status}${same ? ', same bytes' : ', other bytes'}`,
  };
}
