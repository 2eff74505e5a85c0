import { publicSettingsSchema, settingsSchema, updateSettingsBodySchema } from '@core/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { getSettings, updateSettings } from './settings.service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/settings/public',
    { config: { public: true }, schema: { tags, response: { 200: publicSettingsSchema } } },
    async () => ({ sales_email: (await getSettings(db)).sales_email }),
  );

  app.get(
    '/admin/settings',
    { onRequest: requirePermission('settings.manage'), schema: { tags, response: { 200: settingsSchema } } },
    async () => getSettings(db),
  );

  app.put(
    '/admin/settings',
    {
      onRequest: requirePermission('settings.manage'),
      schema: { tags, body: updateSettingsBodySchema, response: { 200: settingsSchema } },
    },
    async (req) => updateSettings(db, currentUser(req).id, req.body),
  );
};
