/** Tile count rule (decisions.md): the subject's videos, or subject-less videos whose title has its first word. */
export function matchesSubject(video: { subject: string | null; title: string }, subject: string): boolean {
  if (video.subject) return video.subject.toLowerCase() === subject.toLowerCase();
  const firstWord = subject.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return !!firstWord && video.title.toLowerCase().includes(firstWord);
}
