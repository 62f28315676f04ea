import { AIRPORT_SEARCH_MIN } from '@crashpad/sync';
import { useTypeahead, type TypeaheadState } from '../../../lib/api-client/use-typeahead';
import { searchAirports, type AirportMatch } from './listing-editor-api';

export type AirportMatchesState = TypeaheadState<AirportMatch>;

/** Airport suggestions for the picker: only once more than 2 characters are typed (spec 2 §2). */
export function useAirportMatches(text: string): AirportMatchesState {
  return useTypeahead(text, AIRPORT_SEARCH_MIN, searchAirports);
}
