import { useCallback, useEffect, useState } from 'react';
import type { BrandLook, BrandLooks } from '@/types/generated/api/studio-brands';

/** Reads the brands the user may preview in (GET studio/brands); the route passes it in, as features do not call the API. */
export type LoadBrandLooks = () => Promise<BrandLooks>;

/** The brand looks the preview may take and the one chosen. */
export interface BrandLookChoice {
  /** Loading the list, ready, or failed (the preview then keeps the look the page has). */
  status: 'loading' | 'ready' | 'failed';
  /** The brands the server lets this user choose, in its order. */
  looks: readonly BrandLook[];
  /** The look the preview is drawn in: the user's own brand until another is chosen. */
  chosen: BrandLook | undefined;
  choose: (whiteLabelId: number) => void;
  /** Why the list could not be read, when it failed. */
  problem?: string;
}

/**
 * Loads the brand looks once and keeps the choice; the page holds it, so the brand chosen stays
 * when another form is opened.
 *
 * @param load - reads the list; without it there is no choice (undefined)
 * @returns the list, the chosen look and a way to choose, or undefined without `load`
 */
export function useBrandLooks(load?: LoadBrandLooks): BrandLookChoice | undefined {
  const [answer, setAnswer] = useState<{ looks: BrandLooks } | { problem: string } | null>(null);
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!load) return undefined;
    let current = true;
    load().then(
      (looks) => current && setAnswer({ looks }),
      (error: unknown) => current && setAnswer({ problem: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  const choose = useCallback((whiteLabelId: number) => setChosenId(whiteLabelId), []);
  if (!load) return undefined;
  if (!answer) return { status: 'loading', looks: [], chosen: undefined, choose };
  if ('problem' in answer) return { status: 'failed', looks: [], chosen: undefined, choose, problem: answer.problem };
  const { Brands, OwnWhiteLabelId } = answer.looks;
  const chosen = Brands.find((b) => b.WhiteLabelId === (chosenId ?? OwnWhiteLabelId)) ?? Brands[0];
  return { status: 'ready', looks: Brands, chosen, choose };
}
