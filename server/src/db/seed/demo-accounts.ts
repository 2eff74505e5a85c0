/**
 * Demo accounts (demo mode only): a verified premium learner with a real history, a learner
 * on a fresh trial, a sub-admin. The history is made of the same rows the app writes when a
 * learner studies: graded attempts over the seeded questions, watch sessions and progress
 * over the seeded lectures, spread over the last days so the dashboard has real numbers.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { testIdOf, testTitleOf } from '@core/catalog';
import { gradeAnswers } from '@core/rules/scoring';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { findUserByEmail, insertUser } from '../../modules/users/users.service';
import type { Db } from '../client';
import {
  attemptResults,
  difficultyLevels,
  questions,
  studyMaterials,
  studySessions,
  subjects,
  testAccess,
  testAttempts,
  videoProgress,
  videos,
} from '../schema';

export const DEMO_EMAILS = {
  premium: 'learner@crimreview.local',
  trial: 'trial@crimreview.local',
  subAdmin: 'subadmin@crimreview.local',
} as const;

const DAY = 86_400_000;
const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The premium learner's tests: (area, subject index, difficulty, days ago, share answered right). */
const HISTORY: [string, number, string, number, number][] = [
  ['criminal-law', 1, 'basic', 12, 0.6],
  ['criminalistics', 3, 'basic', 10, 0.8],
  ['law-enforcement', 1, 'basic', 8, 0.6],
  ['criminal-law', 2, 'basic', 6, 0.8],
  ['criminal-sociology', 1, 'basic', 5, 1],
  ['criminal-investigation', 1, 'basic', 3, 0.8],
  ['correctional-administration', 1, 'basic', 2, 0.6],
  ['criminal-law', 1, 'intermediate', 1, 0.8],
];

export async function seedDemoAccounts(db: Db, dataDir: string, print: (s: string) => void): Promise<void> {
  if (await findUserByEmail(db, DEMO_EMAILS.premium)) return; // already seeded
  const password = () => randomBytes(9).toString('base64url');
  const creds = { premium: password(), trial: password(), subAdmin: password() };
  const now = Date.now();

  const premium = await insertUser(db, {
    email: DEMO_EMAILS.premium,
    name: 'Maria Dela Cruz',
    password: creds.premium,
    phone: '0917 555 0101',
    review_center: 'Manila Criminology Review Hub',
    city: 'Manila',
    province: 'Metro Manila',
    team_number: '3',
    section_number: 'A',
    subscription: 'premium',
    subscriptionExpiresAt: new Date(now + 20 * DAY),
    isVerified: true,
    paymentVerified: true,
  });
  await insertUser(db, {
    email: DEMO_EMAILS.trial,
    name: 'Juan Santos',
    password: creds.trial,
    review_center: 'Cebu Justice Review Center',
    city: 'Cebu City',
    province: 'Cebu',
  });
  await insertUser(db, {
    email: DEMO_EMAILS.subAdmin,
    name: 'Review Coordinator',
    password: creds.subAdmin,
    role: 'sub_admin',
    subscriptionExpiresAt: null,
  });

  await seedAttempts(db, premium.id, now);
  await seedStudy(db, premium.id, now);

  const text = [
    'CrimReview demo accounts (created on first start; passwords are not stored anywhere else):',
    `  premium learner  ${DEMO_EMAILS.premium}  ${creds.premium}`,
    `  trial learner    ${DEMO_EMAILS.trial}  ${creds.trial}`,
    `  sub-admin        ${DEMO_EMAILS.subAdmin}  ${creds.subAdmin}`,
    '',
  ].join('\n');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'demo-accounts.txt'), text, { mode: 0o600 });
  print(`\n${text}  (also written to ${path.join(dataDir, 'demo-accounts.txt')})\n`);
}

async function seedAttempts(db: Db, userId: string, now: number): Promise<void> {
  const levels = await db.select().from(difficultyLevels);
  const subjectRows = await db.select().from(subjects);
  for (const [area, index, difficulty, daysAgo, share] of HISTORY) {
    const pool = await db
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.boardAreaId, area),
          eq(questions.subjectIndex, index),
          eq(questions.difficulty, difficulty),
        ),
      )
      .orderBy(asc(questions.createdAt))
      .limit(levels.find((l) => l.id === difficulty)?.questionCount ?? 15);
    if (pool.length === 0) continue;
    const rightCount = Math.round(pool.length * share);
    const answers = pool.map((q, i) => {
      if (i < rightCount) return q.correctAnswer;
      return LETTERS[(LETTERS.indexOf(q.correctAnswer as (typeof LETTERS)[number]) + 1) % 4]!;
    });
    const graded = gradeAnswers(
      pool.map((q, i) => ({ correct_answer: q.correctAnswer, user_answer: answers[i]! })),
    );
    const limitMinutes = levels.find((l) => l.id === difficulty)?.timeLimitMinutes ?? 20;
    const startedAt = new Date(now - daysAgo * DAY - 3 * 3_600_000);
    const timeUsed = 60 * (3 + pool.length);
    const subjectName =
      subjectRows.find((s) => s.boardAreaId === area && s.subjectIndex === index)?.name ?? '';
    const label = levels.find((l) => l.id === difficulty)?.label ?? difficulty;
    const testId = testIdOf(area, index, difficulty);
    const [attempt] = await db
      .insert(testAttempts)
      .values({
        userId,
        testId,
        testTitle: testTitleOf(subjectName, label),
        boardAreaId: area,
        subjectIndex: index,
        difficulty,
        questionIds: pool.map((q) => q.id),
        status: 'submitted',
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + limitMinutes * 60_000),
        submittedAt: new Date(startedAt.getTime() + timeUsed * 1000),
        score: graded.score,
        correctAnswers: graded.correct,
        totalQuestions: graded.total,
        timeUsedSeconds: timeUsed,
      })
      .returning({ id: testAttempts.id });
    await db.insert(attemptResults).values(
      pool.map((q, i) => ({
        attemptId: attempt!.id,
        position: i + 1,
        questionId: q.id,
        question: q.question,
        options: [q.optionA, q.optionB, q.optionC, q.optionD],
        correctAnswer: q.correctAnswer,
        userAnswer: answers[i]!,
        isCorrect: answers[i] === q.correctAnswer,
        explanation: q.explanation,
        aiExplanation: q.aiExplanation,
      })),
    );
    await db
      .insert(testAccess)
      .values({ userId, testId, status: 'completed_locked', reason: 'Completed' })
      .onConflictDoNothing();
  }
}

/** Six consecutive days of study ending today: lectures watched (some completed) and guides read. */
async function seedStudy(db: Db, userId: string, now: number): Promise<void> {
  const lectures = await db
    .select()
    .from(videos)
    .where(inArray(videos.boardAreaId, ['criminal-law', 'criminalistics', 'law-enforcement']))
    .orderBy(asc(videos.boardAreaId), asc(videos.lessonNumber))
    .limit(6);
  for (const [i, v] of lectures.entries()) {
    const daysAgo = 5 - i;
    const startedAt = new Date(now - daysAgo * DAY - 2 * 3_600_000);
    const seconds = Math.max(30, v.durationSeconds);
    const completed = i < 4;
    await db.insert(studySessions).values({
      userId,
      kind: 'video',
      videoId: v.id,
      startedAt,
      endedAt: new Date(startedAt.getTime() + seconds * 1000),
      durationSeconds: seconds,
    });
    await db
      .insert(videoProgress)
      .values({
        userId,
        videoId: v.id,
        watchTimeSeconds: seconds,
        progressPercent: completed ? 100 : 60,
        lastPositionSeconds: completed ? 0 : Math.floor(seconds * 0.6),
        completed,
        completedAt: completed ? new Date(startedAt.getTime() + seconds * 1000) : null,
      })
      .onConflictDoNothing();
  }
  // Reading the study guides: 35–75 minutes a day over the same six days.
  const guides = await db.select().from(studyMaterials).orderBy(asc(studyMaterials.createdAt)).limit(6);
  if (guides.length === 0) return;
  await db.insert(studySessions).values(
    [0, 1, 2, 3, 4, 5].map((daysAgo) => {
      const minutes = 35 + ((daysAgo * 17) % 41);
      const startedAt = new Date(now - daysAgo * DAY - 5 * 3_600_000);
      return {
        userId,
        kind: 'material',
        materialId: guides[daysAgo % guides.length]!.id,
        startedAt,
        endedAt: new Date(startedAt.getTime() + minutes * 60_000),
        durationSeconds: minutes * 60,
      };
    }),
  );
}
