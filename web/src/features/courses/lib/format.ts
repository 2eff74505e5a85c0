/** 754 → '12:34', 3725 → '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A duration for lists: '45 s', '12 min', '1 h 05 min'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Tile count rule (decisions.md): the subject's videos, or subject-less videos whose title has its first word. */
export function matchesSubject(video: { subject: string | null; title: string }, subject: string): boolean {
  if (video.subject) return video.subject.toLowerCase() === subject.toLowerCase();
  const firstWord = subject.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return !!firstWord && video.title.toLowerCase().includes(firstWord);
}
