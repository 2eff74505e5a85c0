import type { User } from '@core/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

/** The phone menu button; its panel (a Radix dialog) loads on first use. */
export function MobileMenu({ user, onLogout }: { user: User | null; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            user={user}
            onLogout={onLogout}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
