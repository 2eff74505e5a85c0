import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useState } from 'react';
import { useBulkDeleteUsers } from '../api/delete-users';

/** Bulk deletes ask twice (admin spec §5); the server deletes all of them or none. */
export function BulkDeleteDialog(props: {
  ids: string[] | null;
  names: Map<string, string>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const del = useBulkDeleteUsers();
  const ids = props.ids ?? [];
  const n = ids.length;
  const close = () => {
    setStep(1);
    props.onClose();
  };
  const confirm = () =>
    del.mutate(ids, {
      onSuccess: (res) => {
        showToast({
          title: 'Users Deleted',
          description: `Successfully deleted ${res.deleted_count} users`,
          variant: 'success',
        });
        props.onDeleted();
        close();
      },
      onError: (err) => showErrorToast('Error', err, 'Failed to delete users'),
    });
  const shown = ids.slice(0, 8).map((id) => props.names.get(id) ?? id);
  return (
    <Dialog open={props.ids !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        {step === 1 ? (
          <>
            <DialogHeader>
              <DialogTitle>Delete {n} Users?</DialogTitle>
              <DialogDescription>
                Their sessions, answers, progress and comments are removed. Payments and audit entries are
                kept.
              </DialogDescription>
            </DialogHeader>
            <ul className="list-disc pl-5 text-sm">
              {shown.map((name, i) => (
                <li key={ids[i]}>{name}</li>
              ))}
              {n > shown.length && <li>and {n - shown.length} more</li>}
            </ul>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={() => setStep(2)}>
                Continue
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Are you absolutely sure?</DialogTitle>
              <DialogDescription>
                This permanently deletes {n} {n === 1 ? 'account' : 'accounts'}. It cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={confirm} disabled={del.isPending}>
                {del.isPending ? 'Deleting...' : `Yes, delete ${n} users`}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
