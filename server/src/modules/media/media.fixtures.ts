/** Test files for every kind of media (used by the *.test.ts files of several modules). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ffmpegAvailable } from './ffmpeg';
import { createLocalStorage, type LocalStorage } from './storage';

/** The storage the test app uses (its default: DATA_DIR/uploads). */
export const testStorage = (dataDir: string): LocalStorage =>
  createLocalStorage(path.join(dataDir, 'uploads'));

/** `size` bytes that file-type reads as MP4 (an ftyp box), then a known pattern: byte i = i % 251. */
export function fakeMp4(size: number): Buffer {
  const buf = Buffer.alloc(size);
  for (let i = 0; i < size; i++) buf[i] = i % 251;
  Buffer.from([0, 0, 0, 0x18]).copy(buf, 0);
  Buffer.from('ftypisom', 'latin1').copy(buf, 4);
  Buffer.from([0, 0, 2, 0]).copy(buf, 12);
  Buffer.from('isomiso2', 'latin1').copy(buf, 16);
  return buf;
}

/** A real 3-second 160×90 H.264 MP4 rendered by ffmpeg, or null without ffmpeg. */
export async function renderTinyMp4(dir: string, seconds = 3): Promise<string | null> {
  if (!(await ffmpegAvailable())) return null;
  const out = path.join(dir, `tiny-${seconds}.mp4`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=160x90:rate=10:duration=${seconds}`,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    out,
  ]);
  return out;
}

/**
 * A real 720p lecture-like MP4 with sound at about 3 Mbit/s (a moving, noisy test pattern and a
 * tone), as a phone or screen recorder makes it; null without ffmpeg.
 */
export async function renderLectureMp4(dir: string, seconds = 5): Promise<string | null> {
  if (!(await ffmpegAvailable())) return null;
  const out = path.join(dir, `lecture-${seconds}.mp4`);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-vf', 'noise=alls=20:allf=t'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '3M', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-shortest', out],
  ]);
  return out;
}

/** A minimal valid PDF. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}
