import type { Catalog } from '@core/schemas/catalog';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/input';

export interface Place {
  board_area: string;
  /** The subject's name ('' when none is chosen). */
  subject: string;
}

/**
 * Board area, then subject (admin spec §2.5 dialogs): the subject is enabled only once an area
 * is chosen, and cleared when the area changes.
 */
export function AreaSubjectFields({
  catalog,
  value,
  onChange,
  subjectOptional = false,
  noSubjectLabel = 'All subjects',
  errors = {},
}: {
  catalog: Catalog;
  value: Place;
  onChange: (place: Place) => void;
  subjectOptional?: boolean;
  /** The empty choice of an optional subject ('All subjects' for a smart thumbnail). */
  noSubjectLabel?: string;
  errors?: { board_area?: string; subject?: string };
}) {
  const area = catalog.board_areas.find((a) => a.id === value.board_area);
  return (
    <>
      <Field label="Board area" error={errors.board_area}>
        {({ id, describedBy, invalid }) => (
          <NativeSelect
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={value.board_area}
            onChange={(e) => onChange({ board_area: e.target.value, subject: '' })}
          >
            <option value="">Select a board area</option>
            {catalog.board_areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Subject" optional={subjectOptional} error={errors.subject}>
        {({ id, describedBy, invalid }) => (
          <NativeSelect
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={value.subject}
            disabled={!area}
            onChange={(e) => onChange({ ...value, subject: e.target.value })}
          >
            <option value="">{subjectOptional ? noSubjectLabel : 'Select a subject'}</option>
            {area?.subjects.map((s) => (
              <option key={s.subject_index} value={s.name}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </>
  );
}
