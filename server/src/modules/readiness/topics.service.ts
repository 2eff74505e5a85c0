import { bestTitleMatch, topicScores, WEAK_TOPIC_MIN_ANSWERS, weakestTopics } from '@core/rules/topic-scores';
import type { TopicScores } from '@core/schemas/readiness';
import type { Db } from '../../db/client';
import { requirePlanFeature } from '../access/access.service';
import { getCatalog } from '../catalog/catalog.service';
import { lectureTitles } from '../courses/courses.service';
import { studyGuides } from '../materials/materials.service';
import * as practice from '../practice/practice.service';
import { questionTopics } from '../question-bank/question-bank.service';
import type { UserRow } from '../users/users.service';
import { presentTopic, presentWeakTopic, type StudyPlaces } from './readiness.presenter';

/**
 * GET /readiness/topics: the learner's share correct per topic of the questions answered in
 * graded attempts, and the weakest five with where to study them.
 */
export async function topicScoresOf(db: Db, user: UserRow, now = new Date()): Promise<TopicScores> {
  requirePlanFeature(user, 'topic_scores', now);
  const tallies = await practice.answerTallies(db, user.id);
  const [catalog, questions] = await Promise.all([
    getCatalog(db),
    questionTopics(
      db,
      tallies.map((t) => t.questionId),
    ),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const scores = topicScores(
    tallies.flatMap((t) => {
      const q = byId.get(t.questionId);
      // a question removed for good, or one without a topic, has no topic to count under
      return q?.topic ? [{ topic: q.topic, boardArea: q.boardArea, subjectIndex: q.subjectIndex, ...t }] : [];
    }),
  );
  const weakest = weakestTopics(scores);
  const places = weakest.length ? await studyPlaces(db) : { lectures: [], guides: [] };
  return {
    topics: scores.map((s) => presentTopic(s, catalog)),
    weakest: weakest.map((s) => presentWeakTopic(s, catalog, linksFor(s, places))),
    min_answers: WEAK_TOPIC_MIN_ANSWERS,
  };
}

async function studyPlaces(db: Db): Promise<StudyPlaces> {
  const [lectures, guides] = await Promise.all([lectureTitles(db), studyGuides(db)]);
  return { lectures, guides };
}

/** The lecture (same subject first, then the area) and the guide section matching a topic. */
function linksFor(s: { topic: string; boardArea: string; subjectIndex: number }, places: StudyPlaces) {
  const inArea = places.lectures.filter((l) => l.boardArea === s.boardArea);
  const lecture =
    bestTitleMatch(
      s.topic,
      inArea.filter((l) => l.subjectIndex === s.subjectIndex),
      (l) => l.title,
      (l) => l.description,
    ) ??
    bestTitleMatch(
      s.topic,
      inArea,
      (l) => l.title,
      (l) => l.description,
    );
  let guide: { id: string; title: string; section: string | null } | null = null;
  for (const g of places.guides.filter((m) => m.boardArea === s.boardArea)) {
    const section = bestTitleMatch(s.topic, g.sections, (h) => h);
    if (section) {
      guide = { id: g.id, title: g.title, section };
      break;
    }
  }
  return { lecture, guide };
}
