import { testIdOf } from '@core/catalog';
import {
  attemptIdParam,
  attemptQuestionsResponseSchema,
  eligibilitySchema,
  enhancedSubmitBodySchema,
  legacyQuestionsQuerySchema,
  legacyTestResultBodySchema,
  saveAnswersBodySchema,
  saveAnswersResponseSchema,
  subjectTestQuerySchema,
  submitAttemptBodySchema,
  testIdParam,
  testResultDetailSchema,
  testResultsQuerySchema,
  testResultsResponseSchema,
  testsResponseSchema,
} from '@core/schemas/practice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { compiledSerializer } from '../../lib/compiled-serializer';
import { currentUser, requirePermission } from '../../plugins/auth';
import * as attempts from './attempts.service';
import * as results from './results.service';
import { listTests, testEligibility, testIdFromParts } from './tests.service';

const tags = ['practice'];
/** Every role takes tests; subscription, payment and locks are checked by the services. */
const guard = requirePermission('practice.take');

/** Learner calls of learner spec §7 "Practice tests", plus saving answers as one goes. */
export const attemptRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/content/tests',
    {
      onRequest: guard,
      serializerCompiler: compiledSerializer,
      schema: { tags, response: { 200: testsResponseSchema } },
    },
    async (req) => listTests(db, currentUser(req)),
  );

  app.get(
    '/user-tracking/test-eligibility/:testId',
    {
      onRequest: guard,
      serializerCompiler: compiledSerializer,
      schema: { tags, params: testIdParam, response: { 200: eligibilitySchema } },
    },
    async (req) => testEligibility(db, currentUser(req), req.params.testId),
  );

  app.get(
    '/content/questions/subject-test',
    {
      onRequest: guard,
      schema: {
        tags,
        querystring: subjectTestQuerySchema,
        response: { 200: attemptQuestionsResponseSchema },
      },
    },
    async (req) => {
      const { board_area, subject_index, difficulty_level, limit } = req.query;
      return attempts.startOrResume(
        db,
        currentUser(req),
        testIdOf(board_area, subject_index, difficulty_level),
        limit,
      );
    },
  );

  app.get(
    '/content/questions',
    {
      onRequest: guard,
      serializerCompiler: compiledSerializer,
      schema: {
        tags,
        querystring: legacyQuestionsQuerySchema,
        response: { 200: attemptQuestionsResponseSchema },
      },
    },
    async (req) => attempts.startOrResume(db, currentUser(req), req.query.test_id, req.query.limit),
  );

  app.put(
    '/practice/attempts/:id/answers',
    {
      onRequest: guard,
      serializerCompiler: compiledSerializer,
      schema: {
        tags,
        params: attemptIdParam,
        body: saveAnswersBodySchema,
        response: { 200: saveAnswersResponseSchema },
      },
    },
    async (req) => {
      const answers = 'answers' in req.body ? req.body.answers : [req.body];
      return attempts.saveAnswers(db, currentUser(req), req.params.id, answers);
    },
  );

  app.post(
    '/practice/attempts/:id/submit',
    {
      onRequest: guard,
      schema: {
        tags,
        params: attemptIdParam,
        body: submitAttemptBodySchema,
        response: { 200: testResultDetailSchema },
      },
    },
    async (req) => attempts.submitAttempt(db, currentUser(req), req.params.id, req.body?.answers ?? []),
  );

  app.post(
    '/user-tracking/test-result',
    {
      onRequest: guard,
      schema: { tags, body: legacyTestResultBodySchema, response: { 200: testResultDetailSchema } },
    },
    async (req) => {
      const answers = (req.body.results ?? []).map((r) => ({
        question_id: r.question_id,
        selected_answer: r.user_answer ?? null,
      }));
      const detail = await attempts.submitForTest(db, currentUser(req), req.body.test_id, answers);
      return { ...detail, results: detail.detailed_results };
    },
  );

  app.post(
    '/submit-enhanced-test',
    {
      onRequest: guard,
      schema: { tags, body: enhancedSubmitBodySchema, response: { 200: testResultDetailSchema } },
    },
    async (req) => {
      const testId = req.body.test_id ?? (await testIdFromParts(db, req.body));
      const answers = req.body.answers.map((a) => ({
        question_id: a.question_id,
        selected_answer: a.selected_answer ?? null,
      }));
      return attempts.submitForTest(db, currentUser(req), testId, answers);
    },
  );

  app.get(
    '/test-results/:id',
    { onRequest: guard, schema: { tags, params: attemptIdParam, response: { 200: testResultDetailSchema } } },
    async (req) => results.getResultDetail(db, currentUser(req).id, req.params.id),
  );

  app.get(
    '/user-tracking/test-results',
    {
      onRequest: guard,
      schema: { tags, querystring: testResultsQuerySchema, response: { 200: testResultsResponseSchema } },
    },
    async (req) => results.listResults(db, currentUser(req).id, req.query.limit, req.query.board_area),
  );
};
