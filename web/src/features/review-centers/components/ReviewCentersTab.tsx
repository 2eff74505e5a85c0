import type { ReviewCenter } from '@core/schemas/review-centers';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { errorText } from '@web/lib/errors';
import { showErrorToast, showToast } from '@web/lib/toast';
import { Building, Plus } from 'lucide-react';
import { useState } from 'react';
import { useDeleteReviewCenter, useReviewCenters } from '../api/review-centers';
import { ReviewCenterDialog } from './ReviewCenterDialog';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card>
      <CardContent className="grid gap-0.5 p-3">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="text-xl font-bold">{value}</span>
      </CardContent>
    </Card>
  );
}

/** Review-centers tab (admin spec §2.3): four stats, the table, add/edit and delete. */
export default function ReviewCentersTab() {
  const centers = useReviewCenters();
  const [editing, setEditing] = useState<{ center: ReviewCenter | null } | null>(null);
  const [deleting, setDeleting] = useState<ReviewCenter | null>(null);
  const del = useDeleteReviewCenter();
  const list = centers.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    del.mutate(deleting.id, {
      onSuccess: () => {
        showToast({ title: 'Review Center Deleted', description: deleting.name, variant: 'success' });
        setDeleting(null);
      },
      onError: (err) => {
        showErrorToast('Error', err, 'Failed to delete review center');
        setDeleting(null);
      },
    });
  };

  return (
    <section className="grid gap-4" aria-labelledby="centers-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="centers-title" className="text-xl font-semibold">
          Review Centers
        </h2>
        <Button onClick={() => setEditing({ center: null })}>
          <Plus aria-hidden="true" /> Add Review Center
        </Button>
      </div>
      {centers.isLoading ? (
        <Spinner label="Loading review centers..." className="py-10" />
      ) : centers.error ? (
        <Alert role="alert" variant="destructive">
          <AlertTitle>Review centers could not be loaded</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            <p>{errorText(centers.error, 'Failed to load data')}</p>
            <Button size="sm" variant="outline" onClick={() => centers.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Total Centers" value={list.length} />
            <Stat label="Active Centers" value={list.filter((c) => c.is_active).length} />
            <Stat label="Provinces" value={new Set(list.map((c) => c.province).filter(Boolean)).size} />
            <Stat label="Users Assigned" value={list.reduce((n, c) => n + c.user_count, 0)} />
          </div>
          {list.length === 0 ? (
            <div className="grid justify-items-center gap-2 rounded-md border border-dashed p-10 text-center">
              <Building className="size-8 text-muted-foreground" aria-hidden="true" />
              <h3 className="font-semibold">No Review Centers Yet</h3>
              <p className="text-sm text-muted-foreground">
                Add the review centers learners can choose at sign-up.
              </p>
            </div>
          ) : (
            // Scrolls sideways on a phone with the center's name kept in view.
            <div className="overflow-x-auto rounded-md border">
              <Table className="min-w-[56rem]">
                <caption className="sr-only">Review centers</caption>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col" className="sticky left-0 bg-card">
                      Center
                    </TableHead>
                    <TableHead scope="col">Contact</TableHead>
                    <TableHead scope="col">Users</TableHead>
                    <TableHead scope="col">Status</TableHead>
                    <TableHead scope="col">
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell className="sticky left-0 bg-card">
                        <div className="grid gap-0.5">
                          <span className="font-medium">{c.name}</span>
                          <span className="text-xs text-muted-foreground">
                            {[c.address, c.city, c.province].filter(Boolean).join(', ') || '—'}
                          </span>
                        </div>
                      </TableCell>
                      <TableCell>
                        <div className="grid gap-0.5 text-sm">
                          <span>{c.contact_person || '—'}</span>
                          {c.contact_phone && (
                            <span className="text-xs text-muted-foreground">{c.contact_phone}</span>
                          )}
                          {c.contact_email && (
                            <span className="text-xs text-muted-foreground">{c.contact_email}</span>
                          )}
                        </div>
                      </TableCell>
                      <TableCell>
                        {c.user_count}{' '}
                        <span className="text-xs text-muted-foreground">({c.verified_count} verified)</span>
                      </TableCell>
                      <TableCell>
                        <Badge variant={c.is_active ? 'success' : 'outline'}>
                          {c.is_active ? 'Active' : 'Inactive'}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        <div className="flex gap-1.5">
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setEditing({ center: c })}
                            aria-label={`Edit ${c.name}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="destructive"
                            onClick={() => setDeleting(c)}
                            aria-label={`Delete ${c.name}`}
                          >
                            Delete
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </>
      )}
      <ReviewCenterDialog
        open={editing !== null}
        center={editing?.center ?? null}
        onClose={() => setEditing(null)}
      />
      <Dialog open={deleting !== null} onOpenChange={(o) => !o && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete {deleting?.name}?</DialogTitle>
            <DialogDescription>
              {deleting && deleting.user_count > 0
                ? `${deleting.user_count} users are assigned to it: the server will refuse until they are moved.`
                : 'The center is removed from the sign-up list. This cannot be undone.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={del.isPending}>
              {del.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
