import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { FatalError } from '../ui/views/fatal-error';

/** A route that throws shows the fatal error view (spec 1 §8) with a retry. */
export function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  console.error(error);
  return (
    <FatalError
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
