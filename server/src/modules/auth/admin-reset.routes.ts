import { idPathParam, okSchema } from '@core/schemas/common';
import { resetPasswordBodySchema } from '@core/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../../plugins/auth';
import { type AuthDeps, adminResetPassword } from './auth.service';

/** An administrator sets a learner's password (admin spec §2.8); sessions are auth's, so it lives here. */
export const adminResetRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.put(
    '/admin/users/:id/reset-password',
    {
      onRequest: requirePermission('users.manage'),
      schema: {
        tags: ['admin'],
        params: idPathParam,
        body: resetPasswordBodySchema,
        response: { 200: okSchema },
      },
    },
    async (req) => adminResetPassword(deps, currentUser(req), req.params.id, req.body.new_password),
  );
};
