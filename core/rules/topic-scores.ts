/**
 * Per-topic scores (issue 18 item 2): the share of a learner's graded answers that were right,
 * per topic of the question answered, and the weakest topics worth studying next.
 */

/** Minimum answers in a topic before it can count as one of the weakest. */
export const WEAK_TOPIC_MIN_ANSWERS = 3;
export const WEAK_TOPIC_COUNT = 5;

/** One answered question's tally: how often the learner answered it, how often right. */
export interface TopicAnswers {
  topic: string;
  boardArea: string;
  subjectIndex: number;
  answered: number;
  correct: number;
}

export interface TopicScore extends TopicAnswers {
  /** Percent correct, one decimal. */
  share: number;
}

const keyOf = (t: Omit<TopicAnswers, 'answered' | 'correct'>) =>
  `${t.boardArea}\u0000${t.subjectIndex}\u0000${t.topic.trim().toLowerCase()}`;

/** Sums tallies by topic (same area, subject and name, case-insensitive); ordered by area, subject, topic. */
export function topicScores(tallies: readonly TopicAnswers[]): TopicScore[] {
  const byKey = new Map<string, TopicAnswers>();
  for (const t of tallies) {
    if (t.answered <= 0 || !t.topic.trim()) continue;
    const key = keyOf(t);
    const sum = byKey.get(key);
    if (sum) {
      sum.answered += t.answered;
      sum.correct += t.correct;
    } else byKey.set(key, { ...t, topic: t.topic.trim() });
  }
  return [...byKey.values()]
    .map((t) => ({ ...t, share: Math.round((t.correct / t.answered) * 1000) / 10 }))
    .sort(
      (a, b) =>
        a.boardArea.localeCompare(b.boardArea) ||
        a.subjectIndex - b.subjectIndex ||
        a.topic.localeCompare(b.topic),
    );
}

/**
 * The weakest topics: at least `minAnswers` answers, lowest share first; on a tie the one with
 * more answers (the surer reading) first, then by name. Empty when no topic qualifies.
 */
export function weakestTopics(
  scores: readonly TopicScore[],
  count = WEAK_TOPIC_COUNT,
  minAnswers = WEAK_TOPIC_MIN_ANSWERS,
): TopicScore[] {
  return scores
    .filter((s) => s.answered >= minAnswers)
    .sort(
      (a, b) =>
        a.correct / a.answered - b.correct / b.answered ||
        b.answered - a.answered ||
        a.topic.localeCompare(b.topic),
    )
    .slice(0, count);
}

const STOP_WORDS = new Set(
  'a an and as at by for from in into is of on or the to under with without its their vs'.split(' '),
);

/** Significant words of a title or topic, lower case, a plural's final s dropped. */
export function topicWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/**
 * The candidate whose title shares most words with the topic (the first on a tie); null when
 * none shares a word. `text` may add words (a description) that count half.
 */
export function bestTitleMatch<T>(
  topic: string,
  candidates: readonly T[],
  title: (c: T) => string,
  text: (c: T) => string = () => '',
): T | null {
  const wanted = new Set(topicWords(topic));
  let best: T | null = null;
  let bestScore = 0;
  for (const c of candidates) {
    const inTitle = new Set(topicWords(title(c)));
    const inText = new Set(topicWords(text(c)));
    let score = 0;
    for (const w of wanted) score += inTitle.has(w) ? 1 : inText.has(w) ? 0.5 : 0;
    // a title word must match: a description alone is too loose a link
    if (score > bestScore && [...wanted].some((w) => inTitle.has(w))) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
