import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseVtt, transcriptLines } from '../core/rules/transcript';
import { adminToken, uploadLecture } from './helpers/content';
import { signIn } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * The lecture player's captions and transcript (issue 16), at 360 px and on a desktop, by
 * keyboard. The DEMO=false server has no seeded lectures (the seed stores captions, see
 * captions.test.ts), so the spec uploads criminal-law-1.mp4 and answers the video list's
 * captions fields, the captions file and the transcript with that lecture's own
 * content/media files.
 */
const VTT = fs.readFileSync(path.resolve('content/media/captions/criminal-law-1.vtt'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.resolve('content/media/videos/manifest.json'), 'utf8')) as {
  video_file: string;
  transcript?: string;
}[];
const TRANSCRIPT = manifest.find((m) => m.video_file === 'criminal-law-1.mp4')!.transcript!;
const LINES = transcriptLines(TRANSCRIPT, parseVtt(VTT));

test('a learner turns captions off and on and jumps through the transcript', async ({
  page,
  request,
}, info) => {
  const title = `Captioned lecture (${info.project.name})`;
  const lecture = await uploadLecture(request, await adminToken(request), {
    area: 'criminal-law',
    subject: 'Criminal Law Book 1',
    n: 1,
    title,
  });
  await page.route('**/api/content/videos?*', async (route) => {
    const res = await route.fetch();
    const videos = (await res.json()) as {
      id: string;
      captions_url: string | null;
      has_transcript: boolean;
    }[];
    for (const v of videos)
      if (v.id === lecture.id)
        Object.assign(v, { captions_url: `/e2e-captions/${v.id}.vtt`, has_transcript: true });
    await route.fulfill({ response: res, json: videos });
  });
  await page.route('**/e2e-captions/*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/vtt', body: VTT }),
  );
  await page.route(`**/api/content/videos/${lecture.id}/transcript`, (route) =>
    route.fulfill({ json: { video_id: lecture.id, lines: LINES } }),
  );

  const learner = createUser('captions');
  await signIn(page, learner.email, learner.password);
  await page.goto('/course/criminal-law');
  await page.getByRole('navigation', { name: 'Playlist' }).getByRole('button', { name: title }).click();
  const video = page.getByLabel(`Lecture video: ${title}`);
  await expect(video).toBeVisible();

  // Captions: shown by default; the toggle works from the keyboard.
  const toggle = page.getByRole('button', { name: 'Captions', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.textTracks[0]?.mode)).toBe('showing');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.textTracks[0]?.mode)).toBe('hidden');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // Transcript: every line, a click or Enter moves the video there and marks the line.
  const transcript = page.getByRole('list', { name: 'Transcript lines' });
  await expect(transcript.getByRole('button')).toHaveCount(LINES.length);
  const target = LINES.find((l, i) => i > 3 && l.start_seconds > LINES[i - 1]!.start_seconds)!;
  const line = transcript.getByRole('button', { name: target.text });
  await line.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime))
    .toBeCloseTo(target.start_seconds, 0);
  await expect(line).toHaveAttribute('aria-current', 'true');
  await transcript.getByRole('button', { name: LINES[1]!.text }).click();
  await expect(transcript.getByRole('button', { name: LINES[1]!.text })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // At 360 px the panel fits the screen (no sideways scrolling).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
