import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { uploadCourseImage, uploadCourseVideo } from '../api/course-uploads';

const field = 'grid gap-1 text-sm font-medium';
const input = 'rounded border px-2 py-1 font-normal';

/** The admin dashboard's content tab (admin spec §2.3): course image (JPG), lesson video (MP4), status. */
export default function ContentUploadsTab() {
  const [status, setStatus] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const image = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const courseId = Number(f.get('course_id'));
    const file = f.get('file') as File | null;
    if (!courseId || !file?.size) {
      showToast({
        title: 'Upload Error',
        description: 'Please provide course ID and select an image file',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const r = await uploadCourseImage(courseId, file);
      setStatus(`Image uploaded: ${r.filename}`);
      showToast({ title: 'Image Uploaded', description: r.filename, variant: 'success' });
    } catch (err) {
      setStatus(`Upload failed: ${errorText(err, 'Failed to upload image')}`);
      showToast({
        title: 'Upload Failed',
        description: errorText(err, 'Failed to upload image'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const video = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const courseId = Number(f.get('course_id'));
    const lesson = Number(f.get('lesson_number'));
    const title = String(f.get('title') ?? '').trim();
    const file = f.get('file') as File | null;
    if (!courseId || !lesson || !title || !file?.size) {
      showToast({
        title: 'Upload Error',
        description: 'Please fill all fields and select a video file',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    setPercent(0);
    try {
      const r = await uploadCourseVideo(
        courseId,
        { title, description: String(f.get('description') ?? ''), lesson_number: lesson },
        file,
        (p) => setPercent(Math.round((p.fraction ?? 0) * 100)),
      );
      setStatus(`Video uploaded: ${r.filename}`);
      showToast({ title: 'Video Uploaded', description: r.filename, variant: 'success' });
    } catch (err) {
      setStatus(`Upload failed: ${errorText(err, 'Failed to upload video')}`);
      showToast({
        title: 'Upload Failed',
        description: errorText(err, 'Failed to upload video'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };

  return (
    <section className="grid gap-4 md:grid-cols-2" aria-labelledby="content-uploads-title">
      <h2 id="content-uploads-title" className="text-xl font-semibold md:col-span-2">
        Content Uploads
      </h2>
      <Card>
        <CardContent className="p-3">
          <form className="grid gap-3" onSubmit={image}>
            <h3 className="font-semibold">Course image (JPG)</h3>
            <label className={field}>
              Course ID
              <input name="course_id" type="number" min={1} className={input} />
            </label>
            <label className={field}>
              Image file
              <input name="file" type="file" accept=".jpg,.jpeg,image/jpeg" />
            </label>
            <Button type="submit" disabled={busy}>
              Upload Image
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="p-3">
          <form className="grid gap-3" onSubmit={video}>
            <h3 className="font-semibold">Video lecture (MP4)</h3>
            <label className={field}>
              Course ID
              <input name="course_id" type="number" min={1} className={input} />
            </label>
            <label className={field}>
              Lesson number
              <input name="lesson_number" type="number" min={1} className={input} />
            </label>
            <label className={field}>
              Title
              <input name="title" className={input} />
            </label>
            <label className={field}>
              Description
              <textarea name="description" rows={2} className={input} />
            </label>
            <label className={field}>
              Video file
              <input name="file" type="file" accept=".mp4,video/mp4" />
            </label>
            {percent !== null && (
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-2 rounded bg-muted"
              >
                <div className="h-2 rounded bg-primary" style={{ width: `${percent}%` }} />
              </div>
            )}
            <Button type="submit" disabled={busy}>
              Upload Video
            </Button>
          </form>
        </CardContent>
      </Card>
      <p role="status" className="text-sm md:col-span-2">
        {status ?? 'No upload yet.'}
      </p>
    </section>
  );
}
