import { idParam, idPathParam } from '@core/schemas/common';
import {
  confirmPaymentBodySchema,
  createPaymentBodySchema,
  currentPaymentSchema,
  learnerPaymentSchema,
  paymentInfoSchema,
  pendingPaymentsSchema,
  subscriptionStatusSchema,
  userVerificationBodySchema,
  userVerificationResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@core/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/http-errors';
import { currentUser, requirePermission, requireUser } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mailer';
import { limit } from '../../plugins/rate-limit';
import {
  formFields,
  type MediaSigner,
  receiveUpload,
  type Storage,
  storeImage,
  type UploadField,
  withUpload,
} from '../media/media.service';
import { confirmPayment, createPayment, currentPayment } from './checkout.service';
import { subscriptionStatus, updatePaymentVerification } from './payments.service';
import { paymentInfo, pendingPayments, verifyPayment } from './review.service';

const tags = ['payments'];

export interface PaymentsDeps {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  signer: MediaSigner;
  publicUrl: string;
}

/** The optional screenshot of confirm-payment: an image checked by content and re-encoded. */
const SCREENSHOT: Record<string, UploadField> = {
  screenshot: {
    store: (storage, stream) => storeImage(storage, stream, 'images'),
    badType: 'The screenshot must be a JPEG, PNG or WebP image',
  },
};

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/payments/subscription/status',
    { onRequest: requireUser, schema: { tags, response: { 200: subscriptionStatusSchema } } },
    async (req) => subscriptionStatus(currentUser(req)),
  );

  app.post(
    '/payments/create-payment',
    {
      onRequest: requirePermission('payments.pay'),
      config: { rateLimit: limit(20, 60 * 60_000, 'Too many payment attempts. Please try again later.') },
      schema: { tags, body: createPaymentBodySchema, response: { 201: learnerPaymentSchema } },
    },
    async (req, reply) => reply.status(201).send(await createPayment(db, currentUser(req), req.body)),
  );

  // JSON, or multipart/form-data when a screenshot is attached (so no body schema here).
  app.post(
    '/payments/confirm-payment',
    {
      onRequest: requirePermission('payments.pay'),
      config: {
        rateLimit: limit(20, 60 * 60_000, 'Too many payment confirmations. Please try again later.'),
      },
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: learnerPaymentSchema },
      },
    },
    async (req) => {
      const user = currentUser(req);
      if (!req.isMultipart()) {
        const parsed = confirmPaymentBodySchema.safeParse(req.body ?? {});
        if (!parsed.success)
          throw new ValidationError(
            parsed.error.issues.map((i) => ({ loc: ['body', ...i.path.map(String)], msg: i.message })),
          );
        return confirmPayment(db, user, parsed.data, null);
      }
      const upload = await receiveUpload(req, deps.storage, SCREENSHOT);
      return withUpload(deps.storage, upload, async ({ files }) =>
        confirmPayment(db, user, formFields(confirmPaymentBodySchema, upload), files.screenshot?.key ?? null),
      );
    },
  );

  app.get(
    '/payments/current',
    {
      onRequest: requirePermission('payments.pay'),
      schema: { tags, response: { 200: currentPaymentSchema } },
    },
    async (req) => currentPayment(db, currentUser(req)),
  );

  app.get(
    '/payments/admin/pending-payments',
    {
      onRequest: requirePermission('payments.verify'),
      schema: { tags: ['admin', ...tags], response: { 200: pendingPaymentsSchema } },
    },
    async (req) => pendingPayments(deps, currentUser(req)),
  );

  app.put(
    '/payments/admin/verify-payment/:id',
    {
      onRequest: requirePermission('payments.verify'),
      schema: {
        tags: ['admin', ...tags],
        params: idPathParam,
        body: verifyPaymentBodySchema,
        response: { 200: verifyPaymentResponseSchema },
      },
    },
    async (req) => verifyPayment(deps, currentUser(req), req.params.id, req.body),
  );

  app.get(
    '/admin/users/:id/payment-info',
    {
      onRequest: requirePermission('payments.verify'),
      schema: { tags: ['admin', ...tags], params: idPathParam, response: { 200: paymentInfoSchema } },
    },
    async (req) => paymentInfo(db, req.params.id),
  );

  app.put(
    '/admin/users/:id/verification',
    {
      onRequest: requirePermission('payments.verify'),
      schema: {
        tags,
        params: idParam,
        body: userVerificationBodySchema,
        response: { 200: userVerificationResponseSchema },
      },
    },
    async (req) => updatePaymentVerification(deps, currentUser(req), req.params.id, req.body),
  );
};
