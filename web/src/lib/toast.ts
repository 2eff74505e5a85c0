import { useSyncExternalStore } from 'react';
import { errorText } from './errors';

/**
 * Toasts (learner spec §9): at most one on screen, 5 s. sonner is loaded on the first toast
 * so that pages which never show one (the landing page) do not pay for it.
 */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

let toasterWanted = false;
const listeners = new Set<() => void>();

/** True once a toast was requested: the app then mounts the (lazy) Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasterWanted,
    () => false,
  );
}

export function showToast({ title, description, variant = 'default' }: ToastInput): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const l of listeners) l();
  }
  void import('sonner').then(({ toast }) => {
    toast.dismiss();
    const options = { description, duration: TOAST_DURATION_MS };
    if (variant === 'destructive') toast.error(title, options);
    else if (variant === 'success') toast.success(title, options);
    else if (variant === 'warning') toast.warning(title, options);
    else toast(title, options);
  });
}

/** Destructive toast for a failed call, with the server's detail when there is one. */
export function showErrorToast(title: string, error: unknown, fallback?: string): void {
  showToast({ title, description: errorText(error, fallback ?? title), variant: 'destructive' });
}
