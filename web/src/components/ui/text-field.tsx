import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  fieldClassName?: string;
}

/** A labelled input with hint and error, ready for react-hook-form's `register`. */
export function TextField({ label, error, hint, optional, fieldClassName, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...inputProps} />
      )}
    </Field>
  );
}
