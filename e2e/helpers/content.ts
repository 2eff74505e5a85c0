import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';

/** Content the DEMO=false server lacks, created through the admin API as an administrator would. */

export async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).access_token;
}

export const adminToken = (request: APIRequestContext) => tokenOf(request, ADMIN_EMAIL, ADMIN_PASSWORD);

export interface UploadedLecture {
  id: string;
  title: string;
  course_id: number;
}

/** Uploads content/media/videos/criminal-law-{n}.mp4 as a basic lecture of `area`/`subject`. */
export async function uploadLecture(
  request: APIRequestContext,
  token: string,
  lecture: { area: string; subject: string; n: number; title: string; description?: string },
): Promise<UploadedLecture> {
  const file = path.resolve('content/media/videos', `criminal-law-${lecture.n}.mp4`);
  const res = await request.post('/api/admin/simple-upload-video', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: lecture.title,
      description: lecture.description ?? `Lesson ${lecture.n}.`,
      board_area: lecture.area,
      subject: lecture.subject,
      lesson_number: String(lecture.n),
      difficulty_level: 'basic',
      file: { name: `lecture-${lecture.n}.mp4`, mimeType: 'video/mp4', buffer: fs.readFileSync(file) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as UploadedLecture;
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** A pool of 16 questions for one basic test (a basic test draws 15); 409s are pools already made. */
export async function ensureQuestionPool(
  request: APIRequestContext,
  token: string,
  area: string,
  subjectIndex: number,
  label: string,
) {
  for (let i = 0; i < 16; i++) {
    const res = await request.post('/api/admin/questions', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        board_area: area,
        subject_index: subjectIndex,
        difficulty_level: 'basic',
        question: `${label} question ${i + 1}: which option is number ${(i % 4) + 1}?`,
        options: LETTERS.map((l, j) => `${label} option ${l} (number ${j + 1}) for item ${i + 1}`),
        correct_answer: LETTERS[i % 4],
        explanation: `Explanation for ${label} item ${i + 1}.`,
      },
    });
    expect([201, 409]).toContain(res.status());
  }
}

/** Starts and submits `testId` for the learner through the API; returns the result id. */
export async function submitEmptyAttempt(request: APIRequestContext, token: string, testId: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const started = await (
    await request.get(`/api/content/questions?test_id=${testId}`, { headers: auth })
  ).json();
  const submitted = await request.post(`/api/practice/attempts/${started.attempt.id}/submit`, {
    headers: auth,
    data: {},
  });
  expect(submitted.ok(), await submitted.text()).toBeTruthy();
  return (await submitted.json()).id as string;
}
