import sharp from 'sharp';
import type { AuthHeaders } from '../../../test/http';
import type { App } from '../../app';

/** Test helpers of the payment path: a configured GCash account, a payment, a real image. */

export async function configureGcash(app: App, admin: AuthHeaders) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin,
    payload: { gcash_number: '0917 123 4567', gcash_account_name: 'CrimReview Review Center' },
  });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`);
}

let seq = 0;
/** A fresh 13-digit reference per call (unique within a test run). */
export const newReference = () =>
  `${Date.now() % 1_000_000_000}`.padStart(9, '0') + `${seq++ % 10_000}`.padStart(4, '0');

export async function createPayment(app: App, learner: AuthHeaders, plan = 'premium', cycle = 'yearly') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/create-payment',
    headers: learner,
    payload: { plan, billing_cycle: cycle, payment_method: 'gcash' },
  });
  if (res.statusCode !== 201) throw new Error(`create-payment: ${res.body}`);
  return res.json();
}

export function confirm(app: App, learner: AuthHeaders, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/confirm-payment',
    headers: learner,
    payload: body,
  });
}

/** Creates and confirms a payment at the catalog price; returns its id. */
export async function pendingPayment(app: App, learner: AuthHeaders, plan = 'premium', cycle = 'yearly') {
  const p = await createPayment(app, learner, plan, cycle);
  const res = await confirm(app, learner, {
    payment_id: p.payment_id,
    gcash_reference: newReference(),
    amount: p.amount,
  });
  if (res.statusCode !== 200) throw new Error(`confirm-payment: ${res.body}`);
  return p.payment_id as string;
}

export function decide(
  app: App,
  admin: AuthHeaders,
  id: string,
  status: 'approved' | 'rejected',
  notes?: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/payments/admin/verify-payment/${id}`,
    headers: admin,
    payload: { status, ...(notes && { notes }) },
  });
}

export const tinyPng = () =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
