import type { StudyMaterial } from '@core/schemas/materials';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { markActivity } from '@web/lib/activity';
import { formatClock } from '@web/lib/duration';
import { formatFileSize } from '@web/lib/format';
import { Download, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { endStudySession, endStudySessionOnExit, heartbeatStudySession } from '../api/end-session';
import { startStudySession } from '../api/start-session';
import { requestDashboardRefresh } from '../lib/refresh';

/** Reading counts while the viewer is open and the tab visible, up to this long without a check-in. */
const ATTENTION_SECONDS = 20 * 60;
const HEARTBEAT_SECONDS = 30;

/**
 * In-app viewer for a study material with study-time tracking: a reading session starts
 * when it opens, is kept up to date every 30 s and ends when it closes. A PDF is shown
 * inline; other files are offered as a download.
 */
export function MaterialViewer({ material, onClose }: { material: StudyMaterial; onClose: () => void }) {
  const [seconds, setSeconds] = useState(0);
  const [sinceCheck, setSinceCheck] = useState(0);
  const session = useRef<Promise<string | null> | null>(null);
  const total = useRef(0);
  const away = sinceCheck >= ATTENTION_SECONDS;

  useEffect(() => {
    session.current = startStudySession({ session_type: 'material', material_id: material.id }).catch(
      () => null,
    );
    const end = (onExit: boolean) => {
      const pending = session.current;
      session.current = null;
      void pending?.then((id) => {
        if (!id) return;
        if (onExit) endStudySessionOnExit(id, total.current);
        else void endStudySession(id, total.current).then(requestDashboardRefresh, () => {});
      });
    };
    const onPageHide = () => end(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      end(false);
    };
  }, [material.id]);

  useEffect(() => {
    if (away) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      markActivity(); // reading inside the PDF viewer is invisible to the page's own listeners
      total.current += 1;
      setSeconds(total.current);
      setSinceCheck((s) => s + 1);
      if (total.current % HEARTBEAT_SECONDS === 0) {
        void session.current?.then((id) => {
          if (id) heartbeatStudySession(id, total.current).catch(() => {});
        });
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [away]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex h-[90dvh] max-w-5xl flex-col p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{material.title}</DialogTitle>
          <DialogDescription>
            {material.subject ? `${material.subject} · ` : ''}Reading time this session:{' '}
            {formatClock(seconds)}
          </DialogDescription>
        </DialogHeader>
        {away && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md bg-warning-soft p-3 text-sm text-warning"
          >
            Still reading? Study time is paused.
            <Button size="sm" onClick={() => setSinceCheck(0)}>
              Continue reading
            </Button>
          </div>
        )}
        {material.is_pdf ? (
          <object
            data={material.view_url}
            type="application/pdf"
            className="min-h-0 w-full flex-1 rounded-md border border-border"
            aria-label={material.title}
          >
            <div className="grid place-items-center gap-3 p-6 text-center text-sm">
              <p>This browser cannot show the PDF here.</p>
              <Button asChild variant="outline">
                <a href={material.view_url} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" /> Open the PDF
                </a>
              </Button>
            </div>
          </object>
        ) : (
          <p className="text-sm text-muted-foreground">
            This file opens in its own application once downloaded.
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button asChild variant="outline">
            <a href={material.download_url} download={material.file_name}>
              <Download aria-hidden="true" /> Download ({formatFileSize(material.file_size)})
            </a>
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
