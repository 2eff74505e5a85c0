/**
 * Transcript lines with times (issue 16): the lecture manifest gives the transcript as text
 * and the captions as WebVTT cues that split the same words in the same order. Each sentence
 * of the transcript starts at the cue that holds its first word, so the player can follow
 * the lecture and jump to a line.
 */

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIME = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/;

function seconds(stamp: string): number | null {
  const m = TIME.exec(stamp.trim());
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]!.padEnd(3, '0')) / 1000;
}

/** The cues of a WebVTT file (settings and cue identifiers ignored, tags stripped). */
export function parseVtt(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at < 0) continue;
    const [from, rest = ''] = lines[at]!.split('-->');
    const start = seconds(from ?? '');
    const end = seconds(rest.trim().split(/\s+/)[0] ?? '');
    if (start === null || end === null) continue;
    const text = lines
      .slice(at + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .trim();
    if (text) cues.push({ start, end, text });
  }
  return cues;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Sentences of the transcript (paragraph breaks kept as sentence ends). */
export function sentences(transcript: string): string[] {
  return transcript
    .split(/\n\s*\n/)
    .flatMap((p) =>
      p
        .replace(/\s+/g, ' ')
        .trim()
        .split(/(?<=[.!?]["”’)]?)\s+(?=[A-Z0-9"“(])/),
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Transcript lines, each with the time its first word is spoken. When the captions and the
 * transcript differ in length, word positions are scaled so times still rise through the
 * lecture; without cues every line starts at 0.
 */
export function transcriptLines(transcript: string, cues: Cue[]): { start_seconds: number; text: string }[] {
  const startOfWord: number[] = [];
  for (const cue of cues) for (const _ of words(cue.text)) startOfWord.push(cue.start);
  const lines = sentences(transcript);
  const total = lines.reduce((n, l) => n + words(l).length, 0);
  const scale = total > 0 && startOfWord.length > 0 ? startOfWord.length / total : 0;
  let word = 0;
  return lines.map((text) => {
    const index = Math.min(Math.floor(word * scale), startOfWord.length - 1);
    word += words(text).length;
    return { start_seconds: index >= 0 ? startOfWord[index]! : 0, text };
  });
}
