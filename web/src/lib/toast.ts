import { toast } from 'sonner';
import { errorText } from './errors';

/**
 * Toasts (learner spec §9): at most one on screen, 5 s. sonner is in the main bundle, not
 * loaded on demand: a toast must still show when the network is gone (issue 10 item 13).
 */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export function showToast({ title, description, variant = 'default' }: ToastInput): void {
  toast.dismiss();
  const options = { description, duration: TOAST_DURATION_MS };
  if (variant === 'destructive') toast.error(title, options);
  else if (variant === 'success') toast.success(title, options);
  else if (variant === 'warning') toast.warning(title, options);
  else toast(title, options);
}

/** Destructive toast for a failed call, with the server's detail when there is one. */
export function showErrorToast(title: string, error: unknown, fallback?: string): void {
  showToast({ title, description: errorText(error, fallback ?? title), variant: 'destructive' });
}
