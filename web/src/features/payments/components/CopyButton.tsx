import { Button } from '@web/components/ui/button';
import { showToast } from '@web/lib/toast';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** Copies one value of the GCash instructions; the label names what is copied. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      showToast({ title: 'Copied', description: `${label} copied to the clipboard`, variant: 'success' });
    } catch {
      showToast({
        title: 'Could not copy',
        description: `Select the ${label.toLowerCase()} and copy it by hand`,
      });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={copy}
      aria-label={`Copy ${label.toLowerCase()}`}
    >
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
