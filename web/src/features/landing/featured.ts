import type { BoardAreaId } from '@core/catalog';

/** Learner spec §2: the four featured course cards and their fixed figures. */
export const FEATURED_COURSES: { id: BoardAreaId; category: string; lessons: number; hours: number }[] = [
  { id: 'criminal-law', category: 'Criminal Law', lessons: 25, hours: 18 },
  { id: 'criminal-investigation', category: 'Investigation', lessons: 30, hours: 20 },
  { id: 'criminalistics', category: 'Forensics', lessons: 22, hours: 15 },
  { id: 'law-enforcement', category: 'Law Enforcement', lessons: 20, hours: 14 },
];

/** Learner spec §1: the landing page's fixed marketing figures. */
export const MARKETING_FIGURES = [
  { value: '120+', label: 'Total study hours' },
  { value: '85+', label: 'Lessons completed' },
  { value: '92%', label: 'Average score' },
  { value: '15+', label: 'Day streak' },
];
