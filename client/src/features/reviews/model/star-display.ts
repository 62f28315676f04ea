import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, REVIEW_SCORE_STEP } from '@crashpad/sync';

export type StarFill = 'full' | 'half' | 'empty';

/**
 * The five stars for a score or an average (spec 2 §9: "half star when fraction is 0 to 50
 * percent"): whole stars are full; a fraction above 0 and up to .5 shows a half star; above .5
 * the next star is full. 4.0 → 4 full; 4.2 and 4.5 → 4 full + half; 4.6 → 5 full.
 */
export function starsOf(score: number): StarFill[] {
  const clamped = Math.min(Math.max(Number.isFinite(score) ? score : 0, 0), REVIEW_SCORE_MAX);
  const whole = Math.floor(clamped);
  const fraction = clamped - whole;
  return Array.from({ length: REVIEW_SCORE_MAX }, (_, i): StarFill => {
    if (i < whole) return 'full';
    if (i === whole && fraction > 0) return fraction <= 0.5 ? 'half' : 'full';
    return 'empty';
  });
}

/** The score the stars show, as a number (4.2 → 4.5, 4.6 → 5): what a screen reader should hear. */
export function shownScore(score: number): number {
  return starsOf(score).reduce((sum, s) => sum + (s === 'full' ? 1 : s === 'half' ? 0.5 : 0), 0);
}

/** Every score a reviewer may pick: 1 to 5 in half stars. */
export const SCORE_CHOICES: readonly number[] = Array.from(
  { length: (REVIEW_SCORE_MAX - REVIEW_SCORE_MIN) / REVIEW_SCORE_STEP + 1 },
  (_, i) => REVIEW_SCORE_MIN + i * REVIEW_SCORE_STEP,
);
