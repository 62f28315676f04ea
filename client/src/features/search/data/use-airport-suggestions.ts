import { AIRPORT_SEARCH_MIN, type airportSearchOutputSchema } from '@crashpad/sync';
import type * as v from 'valibot';
import type { ApiClient } from '../../../lib/api-client/api-client';
import { useTypeahead, type TypeaheadState } from '../../../lib/api-client/use-typeahead';

export type AirportSuggestion = v.InferOutput<typeof airportSearchOutputSchema>['data'][number];
export type SuggestionsState = TypeaheadState<AirportSuggestion>;

/** The answer's schema loads with the first request (api-client.ts), not with the home chunk. */
const airportSearchOutput = () => import('./airport-search-schema').then((m) => m.airportSearchOutputSchema);

async function searchAirports(api: ApiClient, search: string, signal: AbortSignal): Promise<AirportSuggestion[]> {
  const answer = await api.get('/airports/search', { query: { search }, schema: airportSearchOutput, signal, background: true });
  return answer.data;
}

/** Airport suggestions for typed text (spec 2 §5: only after more than 2 characters). */
export function useAirportSuggestions(text: string): SuggestionsState {
  return useTypeahead(text, AIRPORT_SEARCH_MIN, searchAirports);
}
