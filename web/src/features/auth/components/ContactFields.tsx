import { TextField } from '@web/components/ui/text-field';
import type { ComponentProps } from 'react';
import { type CenterFieldName, ReviewCenterFields } from './ReviewCenterFields';

export type ContactFieldName = CenterFieldName | 'phone' | 'team_number' | 'section_number';

interface ContactFieldsProps {
  /** react-hook-form's `register` for these fields. */
  register: (name: ContactFieldName) => ComponentProps<'input'>;
  /** The form's current review_center value. */
  reviewCenter: string;
  setValue: (name: CenterFieldName, value: string) => void;
}

/** Phone, review center (filling city and province), team and section: sign-up and profile. */
export function ContactFields({ register, reviewCenter, setValue }: ContactFieldsProps) {
  return (
    <>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        fieldClassName="sm:col-span-2"
        {...register('phone')}
      />
      <ReviewCenterFields
        value={reviewCenter}
        register={register}
        onPick={(values) => {
          for (const [name, value] of Object.entries(values)) setValue(name as CenterFieldName, value ?? '');
        }}
      />
      <TextField label="Team number" optional {...register('team_number')} />
      <TextField label="Section number" optional {...register('section_number')} />
    </>
  );
}
