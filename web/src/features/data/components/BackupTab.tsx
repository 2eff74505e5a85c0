import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { errorText } from '@web/lib/errors';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useState } from 'react';
import { downloadBackup } from '../api/download-backup';
import { useCollections } from '../api/get-collections';
import { useRestoreBackup } from '../api/restore-backup';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The admin backup tab: a download per table and a full one, and the restore of a full backup. */
export default function BackupTab() {
  const list = useCollections();
  const [busy, setBusy] = useState<string | null>(null);
  const [received, setReceived] = useState(0);

  const download = async (table: string | null) => {
    setBusy(table ?? 'full');
    setReceived(0);
    try {
      const r = await downloadBackup(table, setReceived);
      showToast({ title: 'Backup successful', description: `${r.name} (${mb(r.bytes)})`, variant: 'success' });
    } catch (e) {
      showErrorToast('Backup failed', e, 'Failed to create backup');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Download a backup</CardTitle>
          <CardDescription>
            JSON with a format version and row counts; no passwords or tokens. Uploaded media are listed, not
            included: back up DATA_DIR/uploads with it. A full backup is also written every night (the last 7 kept).
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={busy !== null} onClick={() => void download(null)}>
              {busy === 'full' ? 'Downloading full backup…' : 'Download full backup'}
            </Button>
            {busy && (
              <span role="status" className="text-sm text-muted-foreground">
                {mb(received)} received
              </span>
            )}
          </div>
          {list.error && (
            <p role="alert" className="text-sm text-destructive">{errorText(list.error, 'Failed to load data')}</p>
          )}
          <ul className="flex flex-wrap gap-2">
            {list.data?.collections.map((c) => (
              <li key={c.name}>
                <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void download(c.name)}>
                  {c.name} ({c.count})
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <RestoreCard />
    </div>
  );
}

function RestoreCard() {
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const restore = useRestoreBackup((p) => setProgress(p.fraction));
  const ready = file !== null && confirm === 'RESTORE' && !restore.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Restore a full backup</CardTitle>
        <CardDescription>
          Replaces every table with the backup's rows, all or nothing. A damaged file or one of another format
          version is refused and nothing changes. Accounts keep the password of the same email here; others reset
          theirs.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:max-w-md">
        <Field label="Backup file">
          {({ id }) => (
            <Input id={id} type="file" accept="application/json,.json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          )}
        </Field>
        <Field label="Type RESTORE to confirm">
          {({ id }) => <Input id={id} value={confirm} autoComplete="off" onChange={(e) => setConfirm(e.target.value)} />}
        </Field>
        <Button
          variant="destructive"
          disabled={!ready}
          onClick={() =>
            file &&
            restore.mutate(
              { file, confirm },
              {
                onSuccess: (r) => {
                  const rows = Object.values(r.row_counts).reduce((a, b) => a + b, 0);
                  showToast({ title: 'Restore completed', description: `${rows} rows restored`, variant: 'success' });
                  setConfirm('');
                },
                onError: (e) => showErrorToast('Restore failed', e, 'Failed to restore the backup'),
                onSettled: () => setProgress(null),
              },
            )
          }
        >
          {restore.isPending ? 'Restoring…' : 'Restore'}
        </Button>
        {progress !== null && (
          <progress className="w-full" max={1} value={progress} aria-label="Upload of the backup file" />
        )}
      </CardContent>
    </Card>
  );
}
