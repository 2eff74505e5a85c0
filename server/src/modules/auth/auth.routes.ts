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
import { stopPasswordEstimator, warmPasswordEstimator } from '../../lib/password-estimator';
import { currentUser, requireUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { presentUser } from '../users/users.service';
import { presentAuth } from './auth.presenter';
import * as auth from './auth.service';

const tags = ['auth'];
const PUBLIC = { public: true };
const FORGOT_MESSAGE = 'If an account exists for that email, a password reset link has been sent.';
const HOUR = 3_600_000;
/** Per address: a review center's class may sign up together, a script may not sign up thousands. */
const REGISTER_LIMIT = limit(
  20,
  HOUR,
  'Too many accounts were created from your network. Please try again later.',
);
const FORGOT_LIMIT = limit(
  10,
  HOUR / 4,
  'Too many reset requests from your network. Please wait a few minutes.',
);

export const authRoutes: FastifyPluginAsyncZod<auth.AuthDeps> = async (app, deps) => {
  const { db } = deps;
  warmPasswordEstimator(); // its dictionaries build in a worker thread while the app starts
  app.addHook('onClose', stopPasswordEstimator);

  app.post(
    '/auth/register',
    {
      config: { ...PUBLIC, rateLimit: REGISTER_LIMIT },
      schema: { tags, body: registerBodySchema, response: { 201: authResponseSchema } },
    },
    async (req, reply) => {
      const { token, user } = await auth.register(deps, req.body);
      return reply.status(201).send(presentAuth(token, user));
    },
  );

  app.post(
    '/auth/login',
    { config: PUBLIC, schema: { tags, body: loginBodySchema, response: { 200: authResponseSchema } } },
    async (req) => {
      const { token, user } = await auth.login(deps, req.body.email, req.body.password, req.ip);
      return presentAuth(token, user);
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: requireUser, schema: { tags, response: { 200: messageSchema } } },
    async (req) => {
      await auth.logout(db, req.sessionId);
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
    async (req) => presentUser(await auth.updateProfile(db, currentUser(req), req.body)),
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireUser,
      schema: { tags, body: changePasswordBodySchema, response: { 200: messageSchema } },
    },
    async (req) => {
      await auth.changePassword(db, currentUser(req), req.sessionId, req.body);
      return { message: 'Password changed' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { ...PUBLIC, rateLimit: FORGOT_LIMIT },
      schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageSchema } },
    },
    async (req) => {
      // Answered before any lookup, so the time taken says nothing about whether the account
      // exists (issue 10 item 6); the link is made and queued right after.
      const email = req.body.email.toLowerCase();
      setImmediate(() => {
        auth
          .forgotPassword(deps, email)
          .catch((err) => req.log.error({ err }, 'password reset request failed'));
      });
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    '/auth/validate-reset-token',
    {
      config: PUBLIC,
      schema: { tags, body: tokenBodySchema, response: { 200: validateTokenResponseSchema } },
    },
    async (req) => auth.validateResetToken(db, req.body.token),
  );

  app.post(
    '/auth/reset-password',
    { config: PUBLIC, schema: { tags, body: resetPasswordBodySchema, response: { 200: messageSchema } } },
    async (req) => {
      await auth.resetPassword(db, req.body.token, req.body.new_password);
      return { message: 'Password reset complete. You can now log in with your new password.' };
    },
  );
};
