import { airportDirectoryOutputSchema, citiesOutputSchema } from '@crashpad/sync';
import type * as v from 'valibot';
import type { ApiClient } from '../../../lib/api-client/api-client';

export type AirportDirectory = v.InferOutput<typeof airportDirectoryOutputSchema>;
export type CitiesDirectory = v.InferOutput<typeof citiesOutputSchema>;

/** GET /airports: countries → cities → airports with listing counts (spec 2 §7); route loaders call it. */
export const loadAirportDirectory = (api: ApiClient, signal?: AbortSignal): Promise<AirportDirectory> =>
  api.get('/airports', { schema: airportDirectoryOutputSchema, signal });

/** GET /cities: countries with their cities and counts. */
export const loadCities = (api: ApiClient, signal?: AbortSignal): Promise<CitiesDirectory> => api.get('/cities', { schema: citiesOutputSchema, signal });
