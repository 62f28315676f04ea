import { AIRPORT_SEARCH_MIN, airportSearchOutputSchema } from '@crashpad/sync';
import type * as v from 'valibot';
import type { ApiClient } from '../../../lib/api-client/api-client';
import { useTypeahead, type TypeaheadState } from '../../../lib/api-client/use-typeahead';

export type AirportSuggestion = v.InferOutput<typeof airportSearchOutputSchema>['data'][number];
export type SuggestionsState = TypeaheadState<AirportSuggestion>;

async function searchAirports(api: ApiClient, search: string, signal: AbortSignal): Promise<AirportSuggestion[]> {
  const answer = await api.get('/airports/search', { query: { search }, schema: airportSearchOutputSchema, signal, background: true });
  return answer.data;
}

/** Airport suggestions for typed text (spec 2 §5: only after more than 2 characters). */
export function useAirportSuggestions(text: string): SuggestionsState {
  return useTypeahead(text, AIRPORT_SEARCH_MIN, searchAirports);
}
