import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

interface RadioChoicesProps<T extends string> {
  legend: string;
  /** The group's name (one per form). */
  name: string;
  choices: readonly { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
  /** 'row': side by side, wrapping; 'column': one under another. */
  layout?: 'row' | 'column';
  disabled?: boolean;
}

/**
 * A labelled group of native radio buttons (arrow keys and screen readers for free), each
 * choice a 40 px touch target: a fieldset whose legend names the question.
 */
export function RadioChoices<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  layout = 'column',
  disabled,
}: RadioChoicesProps<T>) {
  return (
    <fieldset className="grid gap-1" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className={cn('flex', layout === 'row' ? 'flex-wrap gap-x-4' : 'flex-col')}>
        {choices.map((c) => (
          <label key={c.value} className="flex min-h-10 cursor-pointer items-center gap-2 px-1 text-sm">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="size-5 shrink-0 accent-primary"
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
