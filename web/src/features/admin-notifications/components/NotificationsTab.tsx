import { AUDIENCES } from '@core/schemas/notifications';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { useCatalog } from '@web/lib/queries/catalog';
import { useActiveReviewCenters } from '@web/lib/queries/review-centers';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useState } from 'react';
import { useSendCustom } from '../api/send-custom';
import { useTriggerContent } from '../api/trigger-content';
import { StatsPanel } from './StatsPanel';

const sentToast = (n: number) =>
  showToast({
    title: 'Notification sent',
    description: `Sent to ${n} user${n === 1 ? '' : 's'}`,
    variant: 'success',
  });

/** The admin notifications tab: quick content triggers, a custom message, and today's real figures. */
export default function NotificationsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <QuickTriggers />
      <CustomForm />
      <div className="lg:col-span-2">
        <StatsPanel />
      </div>
    </div>
  );
}

function QuickTriggers() {
  const catalog = useCatalog();
  const trigger = useTriggerContent();
  const areas = catalog.data?.board_areas ?? [];
  const [area, setArea] = useState('');
  const [subject, setSubject] = useState('');
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const boardArea = area || areas[0]?.id || '';
  const subjects = areas.find((a) => a.id === boardArea)?.subjects ?? [];
  const send = (content_type: 'question' | 'video') => {
    if (content_type === 'video' && !title.trim()) {
      setTitleError('A lecture title is required');
      return;
    }
    setTitleError(undefined);
    trigger.mutate(
      {
        content_type,
        board_area: boardArea as never,
        subject: subject || undefined,
        ...(content_type === 'question' ? { count: 5 } : { title: title.trim() }),
      },
      {
        onSuccess: (r) => sentToast(r.sent_count),
        onError: (e) => showErrorToast('Failed to send notification', e, 'Failed to send notification'),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick triggers</CardTitle>
        <CardDescription>Tell the learners of a board area about new content.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Field label="Board area">
          {({ id }) => (
            <NativeSelect
              id={id}
              value={boardArea}
              onChange={(e) => {
                setArea(e.target.value);
                setSubject('');
              }}
            >
              {areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Subject" optional>
          {({ id }) => (
            <NativeSelect id={id} value={subject} onChange={(e) => setSubject(e.target.value)}>
              <option value="">Any subject</option>
              {subjects.map((s) => (
                <option key={s.subject_index} value={s.name}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button variant="outline" disabled={trigger.isPending || !boardArea} onClick={() => send('question')}>
          Notify: 5 new questions
        </Button>
        <Field label="Lecture title" error={titleError}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        </Field>
        <Button variant="outline" disabled={trigger.isPending || !boardArea} onClick={() => send('video')}>
          Notify: new video lecture
        </Button>
      </CardContent>
    </Card>
  );
}

const AUDIENCE_LABELS: Record<(typeof AUDIENCES)[number], string> = {
  everyone: 'Everyone',
  review_center: 'One review center',
  user: 'One user (by id)',
};

function CustomForm() {
  const centers = useActiveReviewCenters();
  const send = useSendCustom();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [audience, setAudience] = useState<(typeof AUDIENCES)[number]>('everyone');
  const [center, setCenter] = useState('');
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !message.trim()) {
      setError('Please fill in both title and message');
      return;
    }
    setError(undefined);
    send.mutate(
      {
        title: title.trim(),
        message: message.trim(),
        notification_type: 'admin_message',
        audience,
        review_center: audience === 'review_center' ? center : undefined,
        user_id: audience === 'user' ? userId.trim() : undefined,
      },
      {
        onSuccess: (r) => {
          sentToast(r.sent_count);
          setTitle('');
          setMessage('');
        },
        onError: (err) =>
          showErrorToast('Failed to send custom notification', err, 'Failed to send custom notification'),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom notification</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <Field label="Title">
            {({ id }) => (
              <Input id={id} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
            )}
          </Field>
          <Field label="Message" error={error}>
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={message}
                maxLength={2000}
                rows={4}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </Field>
          <Field label="Audience">
            {({ id }) => (
              <NativeSelect
                id={id}
                value={audience}
                onChange={(e) => setAudience(e.target.value as typeof audience)}
              >
                {AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {AUDIENCE_LABELS[a]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {audience === 'review_center' && (
            <Field label="Review center">
              {({ id }) => (
                <NativeSelect id={id} value={center} onChange={(e) => setCenter(e.target.value)}>
                  <option value="">Choose a review center…</option>
                  {centers.data?.map((c) => (
                    <option key={c.id} value={c.name}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          )}
          {audience === 'user' && (
            <Field label="User id">
              {({ id }) => <Input id={id} value={userId} onChange={(e) => setUserId(e.target.value)} />}
            </Field>
          )}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send notification'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
