import type { Mail } from '../../plugins/mailer';

/** The emails of a payment decision (issue 12: approval with plan and expiry, rejection with the reason). */

const day = (d: Date) =>
  d.toLocaleDateString('en-PH', { timeZone: 'Asia/Manila', year: 'numeric', month: 'long', day: 'numeric' });

export function approvalMail(
  to: { email: string; name: string },
  p: { planName: string; cycle: string; reference: string; expires: Date; publicUrl: string },
): Mail {
  return {
    to: to.email,
    subject: 'Your CrimReview payment is approved',
    text: [
      `Hello ${to.name},`,
      '',
      `Your GCash payment (${p.reference}) has been verified and your account is now verified.`,
      `Plan: ${p.planName} (${p.cycle})`,
      `Active until: ${day(p.expires)}`,
      '',
      `Sign in again to unlock every feature, including practice tests: ${p.publicUrl}/login`,
      '',
      'Thank you for choosing CrimReview.',
    ].join('\n'),
  };
}

export function rejectionMail(
  to: { email: string; name: string },
  p: { reference: string; reason: string; publicUrl: string },
): Mail {
  return {
    to: to.email,
    subject: 'Your CrimReview payment could not be verified',
    text: [
      `Hello ${to.name},`,
      '',
      `We could not verify your GCash payment (${p.reference}).`,
      `Reason: ${p.reason}`,
      '',
      `You can submit a new payment from ${p.publicUrl}/pricing, or reply to this email if you think this is a mistake.`,
    ].join('\n'),
  };
}
