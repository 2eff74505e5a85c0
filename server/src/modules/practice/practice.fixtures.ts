/** Test helpers for the practice tests (question pools: question-bank.fixtures.ts). */

export const KEY_FIELDS = ['correct_answer', 'explanation', 'ai_explanation', 'is_correct'] as const;

/** Every key field found anywhere in a JSON value, with its path. */
export function keyFieldsIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyFieldsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...((KEY_FIELDS as readonly string[]).includes(k) ? [`${path}.${k}`] : []),
      ...keyFieldsIn(v, `${path}.${k}`),
    ]);
  }
  return [];
}

/** The letter that is wrong for a key letter. */
export const wrongFor = (letter: string) => (letter === 'A' ? 'B' : 'A');
