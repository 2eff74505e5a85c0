import { execFile } from 'node:child_process';
import os from 'node:os';
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

export interface Probe {
  /** Whole seconds. */
  durationSeconds: number;
  /** Total bits per second of the file (all streams), as ffprobe reports it. */
  bitRate: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** What ffprobe reads of a video file, or the reason it cannot (its own message). */
export async function probeVideo(file: string): Promise<Probe | { error: string }> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration,bit_rate:stream=codec_type,width,height',
        '-of',
        'json',
        file,
      ],
      { timeout: 120_000 },
    ));
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? '').trim();
    return { error: lastLine(stderr) || 'ffprobe could not read the file' };
  }
  const out = JSON.parse(stdout) as {
    format?: { duration?: string; bit_rate?: string };
    streams?: { codec_type?: string; width?: number; height?: number }[];
  };
  const video = out.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const seconds = Number.parseFloat(out.format?.duration ?? '');
  if (!video || !Number.isFinite(seconds)) return { error: 'no video stream found' };
  return {
    durationSeconds: Math.round(seconds),
    bitRate: Number.parseInt(out.format?.bit_rate ?? '0', 10) || 0,
    width: video.width!,
    height: video.height!,
    hasAudio: !!out.streams?.some((s) => s.codec_type === 'audio'),
  };
}

const lastLine = (s: string) => s.split('\n').filter(Boolean).at(-1)?.slice(0, 300) ?? '';

/** The data-saver rendition's budget: about 360p, at most 300 kbit/s for video and audio together. */
export const LITE = {
  height: 360,
  maxTotalBitRate: 300_000,
  videoKbps: 220,
  videoMaxKbps: 240,
  audioKbps: 48,
};

/**
 * Encodes the data-saver rendition: H.264 at most 360 lines high and 30 frames/s, capped at
 * 240 kbit/s, mono AAC at 48 kbit/s, `faststart` so playback starts before the whole file
 * arrives. ffmpeg runs at a lower priority so requests stay responsive while it works.
 */
export async function renderLiteRendition(file: string, out: string, timeoutMs: number): Promise<void> {
  const { videoKbps, videoMaxKbps, audioKbps, height } = LITE;
  const pending = run(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-i', file, '-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn'],
      ...['-vf', `scale=-2:'min(${height},ih)'`, '-fpsmax', '30', '-pix_fmt', 'yuv420p'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main'],
      ...['-b:v', `${videoKbps}k`, '-maxrate', `${videoMaxKbps}k`, '-bufsize', `${2 * videoMaxKbps}k`],
      ...['-c:a', 'aac', '-b:a', `${audioKbps}k`, '-ac', '1', '-ar', '44100'],
      ...['-movflags', '+faststart', '-f', 'mp4', out],
    ],
    { timeout: timeoutMs, maxBuffer: 1024 * 1024 },
  );
  const pid = pending.child.pid;
  if (pid) {
    try {
      os.setPriority(pid, 10);
    } catch {
      // Not permitted here: it runs at normal priority.
    }
  }
  try {
    await pending;
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? '').trim();
    const killed = (err as { killed?: boolean }).killed;
    throw new Error(
      killed
        ? `ffmpeg took longer than ${Math.round(timeoutMs / 60_000)} min`
        : lastLine(stderr) || 'ffmpeg failed',
    );
  }
}
