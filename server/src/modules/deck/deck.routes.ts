import {
  cardAnswerBodySchema,
  cardAnswerResponseSchema,
  cardParamsSchema,
  deckSummarySchema,
  examDateBodySchema,
  nextCardResponseSchema,
} from '@core/schemas/deck';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { requirePlanFeature } from '../access/access.service';
import * as deck from './deck.service';

/** The learner's own missed-question deck: every call reads or changes the caller's cards only. */
export const deckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['deck'];
  const practiceGuard = requirePermission('practice.take');
  // The deck is a Premium feature: the plan check runs after sign-in and permission.
  const onRequest = [
    practiceGuard,
    async (req: FastifyRequest) => requirePlanFeature(currentUser(req), 'review_deck'),
  ];
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/deck/summary',
    { onRequest, schema: { tags, response: { 200: deckSummarySchema } } },
    async (req) => deck.deckSummary(db, currentUser(req).id),
  );

  app.get(
    '/deck/next',
    { onRequest, schema: { tags, response: { 200: nextCardResponseSchema } } },
    async (req) => deck.nextCard(db, currentUser(req).id),
  );

  app.post(
    '/deck/cards/:id/answer',
    {
      onRequest,
      schema: {
        tags,
        params: cardParamsSchema,
        body: cardAnswerBodySchema,
        response: { 200: cardAnswerResponseSchema },
      },
    },
    async (req) => deck.answerCard(db, currentUser(req).id, req.params.id, req.body.answer),
  );

  app.put(
    '/deck/exam-date',
    { onRequest, schema: { tags, body: examDateBodySchema, response: { 200: deckSummarySchema } } },
    async (req) => deck.setExamDate(db, currentUser(req).id, req.body.exam_date),
  );
};
