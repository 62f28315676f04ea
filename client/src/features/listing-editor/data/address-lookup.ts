import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The maps service of spec 2 §2 (address autocomplete and place lookup), behind an interface
 * (DECISIONS #12). No provider is configured in this deployment, so the context holds null and
 * the address step offers the map pin and typed coordinates instead; a deployment that has a
 * provider supplies one through AddressLookupContext and the street field suggests addresses.
 */
export interface AddressPrediction {
  placeId: string;
  description: string;
}

export interface PlaceDetails {
  latitude: number;
  longitude: number;
  street1?: string;
  city?: string;
  state?: string;
  country?: string;
  postal_code?: string;
}

export interface AddressLookup {
  predict(text: string, signal: AbortSignal): Promise<AddressPrediction[]>;
  place(placeId: string, signal?: AbortSignal): Promise<PlaceDetails>;
}

export const AddressLookupContext = createContext<AddressLookup | null>(null);
export const useAddressLookup = () => useContext(AddressLookupContext);

/** Spec 2 §2/§9: predictions start after 3 typed characters, 500 ms after typing stops. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 500;

/** Predictions for the typed street (none without a provider or under 3 characters). */
export function useAddressPredictions(lookup: AddressLookup | null, text: string): AddressPrediction[] {
  const query = text.trim();
  const active = lookup !== null && query.length >= ADDRESS_MIN_CHARS;
  const [result, setResult] = useState<{ query: string; items: AddressPrediction[] }>({ query: '', items: [] });

  useEffect(() => {
    if (!active || !lookup) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookup.predict(query, controller.signal).then(
        (items) => setResult({ query, items }),
        () => undefined,
      );
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, lookup, query]);

  return active && result.query === query ? result.items : [];
}
