import type { DeckCard } from '@core/schemas/deck';
import type { QuestionRow } from '../question-bank/question-bank.service';
import type { ReviewCardRow } from './deck.queries';

export function presentCard(card: ReviewCardRow, question: QuestionRow): DeckCard {
  return {
    id: card.id,
    question: question.question,
    options: [question.optionA, question.optionB, question.optionC, question.optionD],
    board_area: question.boardAreaId,
    topic: question.topic,
    reviews: Number((card.card as { reps?: number }).reps ?? 0),
  };
}
