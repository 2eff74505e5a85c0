import { TOAST_DURATION_MS } from '@web/lib/toast';
import { Toaster as Sonner } from 'sonner';

/** Below the 64 px navigation bar, so a toast never covers the logo or the menu button. */
const BELOW_NAV = { top: 72 };

/** One toast at a time, 5 s; error toasts use the destructive colours. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      offset={BELOW_NAV}
      mobileOffset={BELOW_NAV}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans border border-border bg-card text-foreground shadow-lg',
          title: 'font-semibold',
          description: '!text-muted-foreground',
          error:
            '!bg-destructive !text-destructive-foreground !border-destructive [&_[data-description]]:!text-white',
          success: '!bg-success-soft !text-success !border-[#abefc6]',
          warning: '!bg-warning-soft !text-warning !border-[#fedf89]',
        },
      }}
    />
  );
}
