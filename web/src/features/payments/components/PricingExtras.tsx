import { LIMITS } from '@core/catalog';
import { Button } from '@web/components/ui/button';
import { BarChart3, Gift, Headset, PlayCircle, ShieldCheck, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useSalesEmail } from '../api/payment-api';
import { SALES_EMAIL } from '../contact';

const BENEFITS = [
  { icon: PlayCircle, title: 'Learn from video lectures', text: 'Every subject of the six board areas.' },
  {
    icon: BarChart3,
    title: 'Track your readiness',
    text: 'Scores by board area against the 75% passing line.',
  },
  { icon: Smartphone, title: 'Study anywhere', text: 'Works on your phone, tablet and computer.' },
  {
    icon: ShieldCheck,
    title: '30-day money-back guarantee',
    text: 'Not for you? Ask for a refund within 30 days.',
  },
];

export function PricingBenefits() {
  return (
    <section aria-labelledby="benefits-heading" className="grid gap-5">
      <h2 id="benefits-heading" className="text-center text-2xl font-bold">
        Every plan includes
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-border bg-card p-5">
            <Icon className="mb-2 size-6 text-primary" aria-hidden="true" />
            <p className="font-semibold">{title}</p>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FreeTrialNotice({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="flex flex-col items-start gap-4 rounded-xl bg-secondary p-6 sm:flex-row sm:items-center">
      <Gift className="size-10 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="text-lg font-bold">Start with a {LIMITS.trialDays}-day free trial</h2>
        <p className="text-secondary-foreground">
          Every new account gets {LIMITS.trialDays} days of video courses and study materials, no payment
          needed. Choose a plan whenever you're ready; payments are made by GCash and verified within 24
          hours.
        </p>
      </div>
      {!signedIn && (
        <Button asChild>
          <Link to="/login?mode=signup">Start Free Trial</Link>
        </Button>
      )}
    </section>
  );
}

/** The address is a setting an administrator edits; the default shows until it loads. */
export function ContactSales() {
  const sales = useSalesEmail();
  const email = sales.data ?? SALES_EMAIL;
  return (
    <section className="grid justify-items-center gap-3 text-center">
      <Headset className="size-8 text-primary" aria-hidden="true" />
      <h2 className="text-lg font-bold">Enrolling a whole review center or class?</h2>
      <p className="max-w-xl text-muted-foreground">
        We offer group accounts with team and section tracking for review centers and schools.
      </p>
      <Button asChild variant="outline">
        <a href={`mailto:${email}?subject=${encodeURIComponent('CrimReview group plans')}`}>Contact Sales</a>
      </Button>
    </section>
  );
}
