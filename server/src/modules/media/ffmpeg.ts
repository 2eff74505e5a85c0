import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

let checked: { path: string | undefined; result: Promise<boolean> } | null = null;

/** Whether ffmpeg and ffprobe are on PATH (checked once per PATH value). */
export function ffmpegAvailable(): Promise<boolean> {
  if (checked && checked.path === process.env.PATH) return checked.result;
  const result = Promise.all([
    run('ffprobe', ['-version'], { timeout: 10_000 }),
    run('ffmpeg', ['-version'], { timeout: 10_000 }),
  ]).then(
    () => true,
    () => false,
  );
  checked = { path: process.env.PATH, result };
  return result;
}

/** Duration in whole seconds, or null when ffprobe cannot read the file. */
export async function probeDurationSeconds(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
      { timeout: 60_000 },
    );
    const seconds = Number.parseFloat(stdout.trim());
    return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds) : null;
  } catch {
    return null;
  }
}

/** Writes a 320×180 JPEG frame taken at `atSeconds` (letterboxed); false when ffmpeg fails. */
export async function renderThumbnail(file: string, out: string, atSeconds: number): Promise<boolean> {
  try {
    await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-ss',
        String(Math.max(0, atSeconds)),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        'scale=320:180:force_original_aspect_ratio=decrease,pad=320:180:(ow-iw)/2:(oh-ih)/2',
        '-q:v',
        '4',
        out,
      ],
      { timeout: 60_000 },
    );
    return true;
  } catch {
    return false;
  }
}
