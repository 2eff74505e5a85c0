import type { ReviewCenter } from '@core/schemas/review-centers';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { type ReviewCenterInput, useSaveReviewCenter } from '../api/review-centers';

const EMPTY: ReviewCenterInput = {
  name: '',
  address: '',
  city: '',
  province: '',
  contact_person: '',
  contact_phone: '',
  contact_email: '',
  is_active: true,
};

function fromCenter(c: ReviewCenter): ReviewCenterInput {
  return {
    name: c.name,
    address: c.address ?? '',
    city: c.city ?? '',
    province: c.province ?? '',
    contact_person: c.contact_person ?? '',
    contact_phone: c.contact_phone ?? '',
    contact_email: c.contact_email ?? '',
    is_active: c.is_active,
  };
}

function CenterForm({ center, onClose }: { center: ReviewCenter | null; onClose: () => void }) {
  const [form, setForm] = useState<ReviewCenterInput>(center ? fromCenter(center) : EMPTY);
  const [nameError, setNameError] = useState<string>();
  const save = useSaveReviewCenter();
  const set = (k: keyof ReviewCenterInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim()) {
      setNameError('Review center name is required');
      return;
    }
    setNameError(undefined);
    save.mutate(
      { id: center?.id ?? null, body: form },
      {
        onSuccess: () => {
          showToast({
            title: center ? 'Review Center Updated' : 'Review Center Created',
            description: form.name.trim(),
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => showErrorToast('Error', err, 'Failed to save review center'),
      },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{center ? 'Edit Review Center' : 'Add Review Center'}</DialogTitle>
        <DialogDescription>Learners pick their review center when they sign up.</DialogDescription>
      </DialogHeader>
      <TextField label="Name" value={form.name} onChange={set('name')} error={nameError} required />
      <TextField label="Address" value={form.address} onChange={set('address')} optional />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" value={form.city} onChange={set('city')} />
        <TextField label="Province" value={form.province} onChange={set('province')} />
      </div>
      <TextField
        label="Contact person"
        value={form.contact_person}
        onChange={set('contact_person')}
        optional
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Contact phone"
          type="tel"
          value={form.contact_phone}
          onChange={set('contact_phone')}
          optional
        />
        <TextField
          label="Contact email"
          type="email"
          value={form.contact_email}
          onChange={set('contact_email')}
          optional
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={form.is_active}
          onChange={(e) => setForm((f) => ({ ...f, is_active: e.target.checked }))}
        />
        Active (offered at sign-up)
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : center ? 'Save Changes' : 'Add Review Center'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add (center null) or edit a review center. */
export function ReviewCenterDialog(props: {
  open: boolean;
  center: ReviewCenter | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent>
        {props.open && <CenterForm center={props.center} onClose={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}
