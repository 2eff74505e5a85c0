import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVtt, sentences, transcriptLines } from './transcript';

const VTT = `WEBVTT

1
00:00:00.000 --> 00:00:03.429
Criminal law defines
crimes, treats of their

2
00:00:03.429 --> 00:00:06.659 align:start
nature and provides for <i>their</i> punishment.

3
00:01:06.659 --> 00:01:09.956
Our main source is the Revised Penal Code.
`;

describe('transcript', () => {
  it('reads WebVTT cues with their times and plain text', () => {
    expect(parseVtt(VTT)).toEqual([
      { start: 0, end: 3.429, text: 'Criminal law defines crimes, treats of their' },
      { start: 3.429, end: 6.659, text: 'nature and provides for their punishment.' },
      { start: 66.659, end: 69.956, text: 'Our main source is the Revised Penal Code.' },
    ]);
  });

  it('starts each transcript sentence at the cue of its first word', () => {
    const text =
      'Criminal law defines crimes, treats of their nature and provides for their punishment.\n\nOur main source is the Revised Penal Code.';
    expect(sentences(text)).toHaveLength(2);
    expect(transcriptLines(text, parseVtt(VTT))).toEqual([
      {
        start_seconds: 0,
        text: 'Criminal law defines crimes, treats of their nature and provides for their punishment.',
      },
      { start_seconds: 66.659, text: 'Our main source is the Revised Penal Code.' },
    ]);
  });

  it('gives rising times for a real lecture of the repository', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve('content/media/videos/manifest.json'), 'utf8'),
    ) as { captions_file?: string; transcript?: string; duration_seconds: number }[];
    const lecture = manifest.find((m) => m.captions_file && m.transcript)!;
    const cues = parseVtt(
      fs.readFileSync(path.resolve('content/media/captions', lecture.captions_file!), 'utf8'),
    );
    const lines = transcriptLines(lecture.transcript!, cues);
    expect(lines.length).toBeGreaterThan(10);
    const starts = lines.map((l) => l.start_seconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.at(-1)!).toBeGreaterThan(lecture.duration_seconds / 2);
    expect(starts.at(-1)!).toBeLessThanOrEqual(lecture.duration_seconds);
  });
});
