import { delay } from 'redux-saga/effects';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { EffectProviders, StaticProvider } from 'redux-saga-test-plan/providers';
import type { CallEffectDescriptor } from 'redux-saga/effects';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { injectPortalSlices } from '@/store/portalSlices';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { FakeEnvironment } from './sagaEnvironment';

// The sagas under test are the logged-in portal's, whose slices the app injects when it loads.
injectPortalSlices();

/** The function behind redux-saga's `delay(ms)` (a `call`), so a test can see and skip the waits. */
export const delayFn = (delay(0).payload as unknown as CallEffectDescriptor<unknown>).fn;

/**
 * Providers shared by the saga tests: the saga context `env`, and delays of up to `maxMs` that
 * resolve at once (each length recorded in `waits`). Longer delays, like a session's expiry
 * timer, really wait, so a forked watcher stays quiet until the run ends.
 */
export function sagaProviders(env: FakeEnvironment, waits: number[] = [], maxMs = 5000): Array<EffectProviders | StaticProvider> {
  return [
    [matchers.getContext('env'), env],
    {
      call(effect, next) {
        if (effect.fn === delayFn && (effect.args[0] as number) <= maxMs) {
          waits.push(effect.args[0] as number);
          return undefined;
        }
        return next();
      },
    },
  ];
}

/** The root state after the given actions. */
export function stateAfter(...actions: UnknownAction[]): RootState {
  return actions.reduce<RootState>((s, a) => rootReducer(s, a), rootReducer(undefined, { type: '@@init' }));
}
