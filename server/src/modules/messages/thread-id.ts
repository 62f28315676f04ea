import { createHash } from 'node:crypto';

/**
 * The id of the conversation between two users: the same for both participants and derived from
 * the pair, so two first messages sent at the same time land in one thread instead of two.
 */
export function threadIdOf(a: string, b: string): string {
  const pair = [a, b].sort().join(':');
  return `t${createHash('sha256').update(pair).digest('hex').slice(0, 40)}`;
}
