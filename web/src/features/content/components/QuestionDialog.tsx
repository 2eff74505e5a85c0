import type { AdminQuestion } from '@core/schemas/question-bank';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { RadioChoices } from '@web/components/ui/radio-choices';
import { errorText } from '@web/lib/errors';
import { useCatalog } from '@web/lib/queries/catalog';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { type QuestionBody, useSaveQuestion } from '../api/question-items';
import { AreaSubjectFields, type Place } from './AreaSubjectFields';

const LETTERS = ['A', 'B', 'C', 'D'] as const;
type Letter = (typeof LETTERS)[number];
export const DIFFICULTIES = [
  { id: 'basic', label: 'Basic' },
  { id: 'intermediate', label: 'Intermediate' },
  { id: 'advanced', label: 'Advanced' },
];

/** Where a new question goes; each part may be left for the administrator to choose. */
export interface QuestionPreset {
  board_area?: string;
  subject?: string;
  difficulty_level?: string;
}

/**
 * Add or edit a practice question (admin spec §2.5, §5): options A–D trimmed, the correct
 * answer a radio choice (default A), points 1–10 (default 1), an optional explanation.
 */
export function QuestionDialog({
  question,
  preset = {},
  onClose,
}: {
  question?: AdminQuestion;
  preset?: QuestionPreset;
  onClose: () => void;
}) {
  const catalog = useCatalog();
  const save = useSaveQuestion();
  const [place, setPlace] = useState<Place>({
    board_area: question?.board_area ?? preset.board_area ?? '',
    subject: question?.subject ?? preset.subject ?? '',
  });
  const [difficulty, setDifficulty] = useState(question?.difficulty_level ?? preset.difficulty_level ?? '');
  const [text, setText] = useState(question?.question ?? '');
  const [options, setOptions] = useState<Record<Letter, string>>(
    question?.all_options ?? { A: '', B: '', C: '', D: '' },
  );
  const [answer, setAnswer] = useState<Letter>(question?.correct_answer ?? 'A');
  const [points, setPoints] = useState(String(question?.points ?? 1));
  const [explanation, setExplanation] = useState(question?.explanation ?? '');
  const [error, setError] = useState<string | null>(null);

  const problem = (): string | null => {
    if (!place.board_area || !place.subject || !difficulty || !text.trim())
      return 'Please fill all required fields';
    if (LETTERS.some((l) => !options[l].trim())) return 'Options A–D are all required';
    const p = Number(points);
    if (!Number.isInteger(p) || p < 1 || p > 10) return 'Points must be a whole number from 1 to 10';
    return null;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = problem();
    setError(found);
    if (found) return;
    const body: QuestionBody = {
      ...place,
      difficulty_level: difficulty,
      question: text.trim(),
      options: { A: options.A.trim(), B: options.B.trim(), C: options.C.trim(), D: options.D.trim() },
      correct_answer: answer,
      points: Number(points),
      explanation: explanation.trim(),
    };
    save.mutate(
      { id: question?.id, body },
      {
        onSuccess: () => {
          showToast({ title: question ? 'Question updated' : 'Question added', variant: 'success' });
          onClose();
        },
        onError: (err) => {
          setError(errorText(err, 'Error saving question'));
          showErrorToast('Error saving question', err);
        },
      },
    );
  };

  const title = question ? 'Edit Practice Question' : 'Add Practice Question';
  return (
    <Dialog open onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Four options, one correct answer; points from 1 to 10.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate aria-label={title}>
          {catalog.data && <AreaSubjectFields catalog={catalog.data} value={place} onChange={setPlace} />}
          <Field label="Difficulty">
            {({ id }) => (
              <NativeSelect id={id} value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
                <option value="">Select a difficulty</option>
                {DIFFICULTIES.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Question">
            {({ id }) => (
              <Textarea
                id={id}
                value={text}
                maxLength={4000}
                rows={3}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </Field>
          {LETTERS.map((l) => (
            <Field key={l} label={`Option ${l}`}>
              {({ id }) => (
                <Input
                  id={id}
                  value={options[l]}
                  onChange={(e) => setOptions({ ...options, [l]: e.target.value })}
                />
              )}
            </Field>
          ))}
          <RadioChoices
            legend="Correct answer"
            name="correct_answer"
            layout="row"
            choices={LETTERS.map((l) => ({ value: l, label: l }))}
            value={answer}
            onChange={setAnswer}
          />
          <Field label="Points" hint="1 to 10">
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                type="number"
                inputMode="numeric"
                min={1}
                max={10}
                value={points}
                onChange={(e) => setPoints(e.target.value)}
              />
            )}
          </Field>
          <Field label="Explanation" optional>
            {({ id }) => (
              <Textarea
                id={id}
                value={explanation}
                rows={3}
                onChange={(e) => setExplanation(e.target.value)}
              />
            )}
          </Field>
          {error && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
