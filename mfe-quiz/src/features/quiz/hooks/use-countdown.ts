import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (epoch ms), ticking each second; from the clock, so a reload keeps it. */
export function useCountdown(deadline: number | null): number {
  const left = () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    setRemaining(left());
    if (deadline === null) return;
    const id = setInterval(() => setRemaining(left()), 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);
  return remaining;
}
