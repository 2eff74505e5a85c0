import { type ScoreBand, scoreBand } from '@core/rules/scoring';

/** Text colour of each score band (core/rules/scoring: 80+ green, 60+ yellow, else red). */
export const BAND_TEXT: Record<ScoreBand, string> = {
  green: 'text-success',
  yellow: 'text-warning',
  red: 'text-destructive',
};

/** Soft background of each score band, behind a large score. */
export const BAND_BG: Record<ScoreBand, string> = {
  green: 'bg-success-soft',
  yellow: 'bg-warning-soft',
  red: 'bg-destructive-soft',
};

/** The text colour class for a score. */
export function scoreTextClass(score: number): string {
  return BAND_TEXT[scoreBand(score)];
}
