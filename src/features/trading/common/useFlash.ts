import { useEffect, useRef, useState } from 'react';

/**
 * True for `ms` after `key` changes (not on the first render): the cart's totals flash for 450 ms
 * when they change (trading §4, §9 "Total highlight flashes 450 ms").
 * @param key - a text that changes when the highlighted figures change
 * @param ms - how long the highlight lasts
 */
export function useFlash(key: string, ms: number): boolean {
  const [flashing, setFlashing] = useState(false);
  const last = useRef(key);
  useEffect(() => {
    if (key === last.current) return undefined;
    last.current = key;
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return flashing;
}
