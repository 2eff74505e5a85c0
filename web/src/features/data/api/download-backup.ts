import { apiDownload } from '@web/lib/api';

/** GET /admin/backup/full or /admin/backup/{table}: streamed, saved under the server's name. */
export async function downloadBackup(table: string | null, onProgress: (bytes: number) => void, signal?: AbortSignal) {
  const blob = await apiDownload(table ? `/admin/backup/${table}` : '/admin/backup/full', { onProgress, signal });
  const day = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
  const name = `${table ?? 'full_database'}_backup_${day}.json`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { name, bytes: blob.size };
}
