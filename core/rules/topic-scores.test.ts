import { describe, expect, it } from 'vitest';
import { bestTitleMatch, type TopicAnswers, topicScores, topicWords, weakestTopics } from './topic-scores';

const t = (topic: string, answered: number, correct: number, boardArea = 'criminal-law', subjectIndex = 1) =>
  ({ topic, boardArea, subjectIndex, answered, correct }) satisfies TopicAnswers;

describe('topicScores', () => {
  it('sums tallies per topic (name case-insensitive) and rounds the share to one decimal', () => {
    const scores = topicScores([
      t('Justifying circumstances', 2, 1),
      t('justifying circumstances ', 1, 1),
      t('Stages of execution', 3, 1),
      t('Stages of execution', 1, 1, 'criminal-law', 2), // another subject: another topic
    ]);
    expect(scores).toEqual([
      { ...t('Justifying circumstances', 3, 2), share: 66.7 },
      { ...t('Stages of execution', 3, 1), share: 33.3 },
      { ...t('Stages of execution', 1, 1, 'criminal-law', 2), share: 100 },
    ]);
  });

  it('leaves out blank topics and empty tallies', () => {
    expect(topicScores([t('  ', 4, 1), t('Arson', 0, 0)])).toEqual([]);
  });
});

describe('weakestTopics', () => {
  const scores = topicScores([
    t('A', 4, 1), // 25 %
    t('B', 10, 5), // 50 %
    t('C', 2, 0), // 0 % but only 2 answers: does not qualify
    t('D', 4, 2), // 50 %, fewer answers than B
    t('E', 3, 3), // 100 %
    t('F', 5, 4), // 80 %
    t('G', 6, 0), // 0 %
  ]);

  it('takes five topics with at least 3 answers, lowest share first, more answers first on a tie', () => {
    expect(weakestTopics(scores).map((s) => s.topic)).toEqual(['G', 'A', 'B', 'D', 'F']);
  });

  it('is empty when no topic has 3 answers', () => {
    expect(weakestTopics(topicScores([t('A', 2, 0), t('B', 1, 0)]))).toEqual([]);
  });
});

describe('bestTitleMatch', () => {
  const lectures = [
    { title: 'Felonies: Elements, Stages and Circumstances', description: 'justifying and exempting' },
    { title: 'Penalties and the Indeterminate Sentence Law', description: 'periods of penalties' },
  ];

  it('picks the title sharing most words with the topic', () => {
    expect(bestTitleMatch('Indeterminate Sentence Law', lectures, (l) => l.title)).toBe(lectures[1]);
    expect(
      bestTitleMatch(
        'Justifying circumstances',
        lectures,
        (l) => l.title,
        (l) => l.description,
      ),
    ).toBe(lectures[0]);
  });

  it('needs a title word: a description alone or no shared word is no match', () => {
    expect(
      bestTitleMatch(
        'Exempting',
        lectures,
        (l) => l.title,
        (l) => l.description,
      ),
    ).toBeNull();
    expect(bestTitleMatch('Dactyloscopy: patterns', lectures, (l) => l.title)).toBeNull();
  });

  it('reads words without case, short words and plurals', () => {
    expect(topicWords('Dactyloscopy: Patterns of the Ridges')).toEqual(['dactyloscopy', 'pattern', 'ridge']);
  });
});
