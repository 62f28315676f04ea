import { useCallback, useState } from 'react';

/**
 * Typed values of a small form plus the one error it shows (spec 1 §5: the first failing
 * field). Editing the field that carries the error clears it.
 */
export function useFormValues<V extends { [K in keyof V]: string }>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setError((prev) => (prev?.field === field ? null : prev));
  }, []);
  const errorFor = (field: keyof V & string) => (error?.field === field ? error.message : undefined);
  return { values, setValues, set, error, setError, errorFor };
}
