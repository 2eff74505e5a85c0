import { Badge } from '@web/components/ui/badge';
import { usePendingPayments } from '../../api/admin-payments';

/** The tab's red badge: payments waiting for a decision (hidden at zero). */
export function PendingPaymentsBadge() {
  const pending = usePendingPayments();
  const n = pending.data?.pending_count ?? 0;
  if (!n) return null;
  return (
    <Badge variant="destructive" aria-label={`${n} pending payments`}>
      {n}
    </Badge>
  );
}
