import type { LearnerPayment } from '@core/schemas/payments';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatPeso } from '@web/lib/format';
import { CopyButton } from './CopyButton';
import { GcashQr } from './GcashQr';

type Instructions = NonNullable<LearnerPayment['instructions']>;

function Row({ label, value, copy }: { label: string; value: string; copy?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border py-2 last:border-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2 font-semibold break-all">
        <span>{value}</span>
        {copy && <CopyButton value={copy} label={label} />}
      </dd>
    </div>
  );
}

/** Where to send the money and what to write in the GCash message. */
export function PaymentInstructions({ instructions }: { instructions: Instructions }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pay with GCash</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <div className="grid gap-4">
          <dl>
            <Row label="GCash number" value={instructions.gcash_number} copy={instructions.gcash_number} />
            <Row label="Account name" value={instructions.account_name} />
            <Row label="Amount" value={formatPeso(instructions.amount)} copy={String(instructions.amount)} />
            <Row label="Reference" value={instructions.reference} copy={instructions.reference} />
          </dl>
          <ol className="grid list-decimal gap-1 pl-5 text-sm">
            {instructions.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="grid justify-items-center gap-1 self-start">
          <GcashQr number={instructions.gcash_number} />
          <p className="text-xs text-muted-foreground">Scan to get the number</p>
        </div>
      </CardContent>
    </Card>
  );
}
