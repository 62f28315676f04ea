import type { ListingSearchOutput } from '@crashpad/sync';
import type { ApiClient } from '../../../lib/api-client/api-client';
import type { SearchParams } from '../model/search-params';
import { requestSearchPage, searchKey, type SearchTarget } from './search-request';

/**
 * The first page of a search the app opened on, asked for at boot (app/first-page-data.ts) while
 * the translations and the page's code load, instead of after the page's first render: the
 * answer is the search page's largest paint (issue 11: LCP on a phone). Only the first search
 * with the same key uses it, once.
 */
let early: { key: string; answer: Promise<ListingSearchOutput>; startedAt: number } | null = null;

/** An answer nobody took by then (the page never rendered) is not served later as fresh. */
const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** A search page has asked already (the boot's code arrived late): too late to start early. */
let pageAsked = false;

export function startEarlySearch(api: ApiClient, target: SearchTarget, params: SearchParams): void {
  if (pageAsked) return;
  const answer = requestSearchPage(api, target, params, 1);
  // A failure is the page's to show when it takes the answer; until then it is not unhandled.
  answer.catch(() => undefined);
  early = { key: searchKey(target, params), answer, startedAt: Date.now() };
}

/**
 * The early answer for this search, if one was started for it. It stays takeable until the
 * current task ends, so React's development double effect gets the same answer too.
 */
export function takeEarlySearch(key: string): Promise<ListingSearchOutput> | null {
  pageAsked = true;
  if (early?.key !== key || Date.now() - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  const taken = early;
  setTimeout(() => {
    if (early === taken) early = null;
  }, 0);
  return taken.answer;
}
