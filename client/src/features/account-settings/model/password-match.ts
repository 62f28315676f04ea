/** The live text under the confirmation field (spec 1 §5): nothing until something is typed. */
export type PasswordMatch = 'empty' | 'match' | 'no_match';

export function passwordMatch(password: string, confirmation: string): PasswordMatch {
  if (confirmation === '') return 'empty';
  return password === confirmation ? 'match' : 'no_match';
}
