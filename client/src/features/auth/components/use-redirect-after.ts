import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * Goes to /login a while after a success (spec 1 §4: 4 s after "forgot", 5 s after a reset).
 * Call `start()` on success; leaving the page earlier cancels the timer.
 */
export function useRedirectToLoginAfter(ms: number): () => void {
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return;
    const timer = window.setTimeout(() => void navigate({ to: '/login' }), ms);
    return () => window.clearTimeout(timer);
  }, [started, ms, navigate]);
  return () => setStarted(true);
}
