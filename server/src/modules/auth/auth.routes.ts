import {
  authResponseSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenBodySchema,
  updateMeBodySchema,
  userSchema,
  validateTokenResponseSchema,
} from '@core/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import * as q from './auth.queries';
import * as auth from './auth.service';
import { presentUser } from './user.presenter';

const tags = ['auth'];
const FORGOT_MESSAGE = 'If an account exists for that email, a password reset link has been sent.';

export const authRoutes: FastifyPluginAsyncZod<auth.AuthDeps> = async (app, deps) => {
  const { db } = deps;

  app.post(
    '/auth/register',
    { schema: { tags, body: registerBodySchema, response: { 201: authResponseSchema } } },
    async (req, reply) => {
      const { token, user } = await auth.register(deps, req.body);
      return reply.status(201).send({ access_token: token, token_type: 'bearer', user: presentUser(user) });
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags, body: loginBodySchema, response: { 200: authResponseSchema } } },
    async (req) => {
      const { token, user } = await auth.login(deps, req.body.email, req.body.password, req.ip);
      return { access_token: token, token_type: 'bearer' as const, user: presentUser(user) };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: requireUser, schema: { tags, response: { 200: messageSchema } } },
    async (req) => {
      if (req.sessionId) await q.deleteSession(db, req.sessionId);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: requireUser, schema: { tags, response: { 200: userSchema } } },
    async (req) => presentUser(currentUser(req)),
  );

  app.put(
    '/auth/me',
    { onRequest: requireUser, schema: { tags, body: updateMeBodySchema, response: { 200: userSchema } } },
    async (req) => {
      const b = req.body;
      const updated = await q.updateUser(db, currentUser(req).id, {
        ...(b.name !== undefined && { name: b.name }),
        ...(b.phone !== undefined && { phone: b.phone }),
        ...(b.review_center !== undefined && { reviewCenter: b.review_center }),
        ...(b.city !== undefined && { city: b.city }),
        ...(b.province !== undefined && { province: b.province }),
        ...(b.team_number !== undefined && { teamNumber: b.team_number }),
        ...(b.section_number !== undefined && { sectionNumber: b.section_number }),
      });
      return presentUser(updated!);
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireUser,
      schema: { tags, body: changePasswordBodySchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await auth.changePassword(
        db,
        currentUser(req),
        req.sessionId,
        req.body.current_password,
        req.body.new_password,
      );
      return { message: 'Password changed' };
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageSchema } } },
    async (req) => {
      await auth.forgotPassword(deps, req.body.email.toLowerCase());
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    '/auth/validate-reset-token',
    { schema: { tags, body: tokenBodySchema, response: { 200: validateTokenResponseSchema } } },
    async (req) => auth.validateResetToken(db, req.body.token),
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags, body: resetPasswordBodySchema, response: { 200: messageSchema } } },
    async (req) => {
      await auth.resetPassword(db, req.body.token, req.body.new_password);
      return { message: 'Password reset complete. You can now log in with your new password.' };
    },
  );
};
