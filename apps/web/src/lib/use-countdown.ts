import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until `seconds` after the last (re)start; 0 when over. Counts from the clock,
 * not from ticks, so a background tab's slowed timers do not stretch it.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const restart = useCallback(() => {
    const start = Date.now();
    setDeadline(start + seconds * 1000);
    setNow(start);
  }, [seconds]);

  return { left, restart };
}

/** 75 → '1:15' */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
