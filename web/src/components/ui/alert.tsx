import { cn } from '@web/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

const alertVariants = cva('relative grid gap-1 rounded-lg border p-4 text-sm [&>svg]:size-5', {
  variants: {
    variant: {
      default: 'border-border bg-card text-foreground',
      info: 'border-[#b2ddff] bg-info-soft text-info',
      success: 'border-[#abefc6] bg-success-soft text-success',
      warning: 'border-[#fedf89] bg-warning-soft text-warning',
      destructive: 'border-[#fecdca] bg-destructive-soft text-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {}

export function Alert({ className, variant, role = 'status', ...props }: AlertProps) {
  return <div role={role} className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm opacity-95', className)} {...props} />;
}
