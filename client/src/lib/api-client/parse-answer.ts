import * as v from 'valibot';

// Loaded with the first request that validates its answer (api-client.ts), not with the first
// load: valibot is not needed to draw the first page (issue 11: initial JS of `/`).

/** The answer as the schema types it; throws valibot's ValiError when it does not match. */
export const parseAnswer = <S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> => v.parse(schema, body);
