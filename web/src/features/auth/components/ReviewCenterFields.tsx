import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { TextField } from '@web/components/ui/text-field';
import { useActiveReviewCenters } from '@web/lib/queries/review-centers';
import { type ComponentProps, useState } from 'react';

export type CenterFieldName = 'review_center' | 'city' | 'province';

export interface ReviewCenterFieldsProps {
  /** The form's current review_center value. */
  value: string;
  /** Sets form values (review_center, and city/province when a listed center is picked). */
  onPick: (values: Partial<Record<CenterFieldName, string>>) => void;
  /** react-hook-form's `register` for the three text fields. */
  register: (name: CenterFieldName) => ComponentProps<'input'>;
}

const OTHER = '__other__';

/**
 * The review-center choice: picking a listed center fills city and province (learner spec
 * §5); "Not listed" lets the learner type it. If the list cannot load, a text field is shown.
 */
export function ReviewCenterFields({ value, onPick, register }: ReviewCenterFieldsProps) {
  const centers = useActiveReviewCenters();
  const listed = centers.data?.some((c) => c.name === value) ?? false;
  const [other, setOther] = useState(false);
  const typed = other || (Boolean(value) && centers.isSuccess && !listed);
  const selectValue = typed ? OTHER : listed ? value : '';

  const choose = (choice: string) => {
    if (choice === OTHER) {
      setOther(true);
      onPick({ review_center: '' });
      return;
    }
    setOther(false);
    const center = centers.data?.find((c) => c.name === choice);
    onPick(
      center
        ? { review_center: choice, city: center.city ?? '', province: center.province ?? '' }
        : { review_center: '' },
    );
  };

  const showSelect = !centers.isError;
  return (
    <>
      {showSelect && (
        <Field label="Review center" optional className="sm:col-span-2">
          {({ id }) => (
            <NativeSelect
              id={id}
              value={selectValue}
              disabled={centers.isPending}
              onChange={(e) => choose(e.target.value)}
            >
              <option value="">
                {centers.isPending ? 'Loading review centers...' : 'Select your review center'}
              </option>
              {centers.data?.map((c) => (
                <option key={c.id} value={c.name}>
                  {c.name}
                  {c.city ? ` — ${c.city}` : ''}
                </option>
              ))}
              <option value={OTHER}>Not listed / other</option>
            </NativeSelect>
          )}
        </Field>
      )}
      {(typed || !showSelect) && (
        <Field label="Review center name" optional className="sm:col-span-2">
          {({ id }) => <Input id={id} autoComplete="organization" {...register('review_center')} />}
        </Field>
      )}
      <TextField label="City" optional autoComplete="address-level2" {...register('city')} />
      <TextField label="Province" optional autoComplete="address-level1" {...register('province')} />
    </>
  );
}
