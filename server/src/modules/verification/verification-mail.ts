import type { Mail } from '../../plugins/mailer';

/** The email of a processed verification request (admin spec §4: the user is notified by email). */
export function requestDecisionMail(
  to: { email: string; name: string },
  p: { approved: boolean; reason: string | null; publicUrl: string },
): Mail {
  return p.approved
    ? {
        to: to.email,
        subject: 'Your CrimReview account is verified',
        text: [
          `Hello ${to.name},`,
          '',
          'An administrator has verified your CrimReview account.',
          `Sign in again to continue: ${p.publicUrl}/login`,
        ].join('\n'),
      }
    : {
        to: to.email,
        subject: 'Your CrimReview verification request was declined',
        text: [
          `Hello ${to.name},`,
          '',
          'An administrator declined your verification request.',
          `Reason: ${p.reason}`,
        ].join('\n'),
      };
}
