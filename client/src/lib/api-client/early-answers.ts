/**
 * Answers to public GET calls that the entry asked for before the app's code had loaded
 * (app/first-page-data.ts: a search page's first results), so that request runs alongside the
 * downloads of the code instead of after them (issue 11: the search page's largest paint is its
 * answer). The API client takes one instead of asking again when a call allows it
 * (RequestOptions.early). No imports: this module is part of the entry.
 */

/** An answer nobody took by then (the page never rendered) is not served later as fresh. */
const EARLY_ANSWER_MAX_AGE_MS = 30_000;

const asked = new Map<string, { answer: Promise<Response>; at: number }>();

/**
 * Asks for `url` now. Without the session's token: only public answers are asked for early
 * (the same for everyone), so it can go before the session store has loaded.
 */
export function askEarly(url: string, locale: string, fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init)): void {
  const answer = fetchFn(url, { headers: { Accept: 'application/json', 'X-Locale': locale } });
  // A failure is the taker's to report; until then (or if nobody takes it) it is not unhandled.
  answer.catch(() => undefined);
  asked.set(url, { answer, at: Date.now() });
}

/**
 * The early answer for `url`, if one was asked for, as a copy of its own (a body can be read
 * once). It stays takeable until the current task ends, so React's development double effect
 * gets it too; after that the same call asks the server again.
 */
export function takeEarlyAnswer(url: string): Promise<Response> | null {
  const entry = asked.get(url);
  if (!entry) return null;
  if (Date.now() - entry.at > EARLY_ANSWER_MAX_AGE_MS) {
    asked.delete(url);
    return null;
  }
  setTimeout(() => {
    if (asked.get(url) === entry) asked.delete(url);
  }, 0);
  return entry.answer.then((response) => response.clone());
}
