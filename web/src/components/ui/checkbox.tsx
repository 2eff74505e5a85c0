import { cn } from '@web/lib/cn';
import { type ComponentProps, useEffect, useRef } from 'react';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Some but not all of what it stands for is checked (a select-all box). */
  indeterminate?: boolean;
}

/** A native checkbox (keyboard and screen readers for free), sized for touch. */
export function Checkbox({ className, indeterminate = false, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn('size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed', className)}
      {...props}
    />
  );
}
