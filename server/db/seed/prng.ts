/**
 * Small deterministic random helpers for the demo seed. Nothing here touches Math.random or the
 * clock: every value is a pure function of its inputs, so every fresh seed is identical.
 */

import { roundTo } from '@/engine/trading/rounding';

// Module-level aliases: global lookups are slow inside vm contexts (e.g. under Jest).
const { imul, sqrt, log, cos, floor, PI } = Math;

/** 32-bit finaliser (murmur3 fmix32): a well-mixed unsigned 32-bit integer. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** String hash (cyrb53 folded to 32 bits): stable across runs and platforms. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = imul(h1 ^ ch, 2654435761);
    h2 = imul(h2 ^ ch, 1597334677);
  }
  h1 = imul(h1 ^ (h1 >>> 16), 2246822507) ^ imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = imul(h2 ^ (h2 >>> 16), 2246822507) ^ imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Combines a 32-bit seed with an integer key (e.g. a day number) into a new 32-bit hash. */
export function hashPair(seed: number, key: number): number {
  return mix32((seed ^ mix32(imul(key | 0, 0x9e3779b1) + 0x632be5ab)) >>> 0);
}

/** Uniform in (0, 1] from a 32-bit integer (never 0, so it is safe under log). */
function unit(value: number): number {
  return ((value >>> 0) + 1) / 4294967296;
}

/**
 * A standard normal deviate determined by a 32-bit hash (Box–Muller on two derived uniforms),
 * clipped to ±4.5 so a single unlucky day cannot produce an absurd move.
 */
export function normalFromHash(hash: number): number {
  const u1 = unit(mix32(hash ^ 0x68e31da4));
  const u2 = unit(mix32(hash + 0x1b56c4e9));
  const z = sqrt(-2 * log(u1)) * cos(2 * PI * u2);
  return z > 4.5 ? 4.5 : z < -4.5 ? -4.5 : z;
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Convenience wrapper over a seeded PRNG. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Float in [min, max) rounded to `decimals`. */
  round(min: number, max: number, decimals = 2): number {
    return roundTo(this.range(min, max), decimals);
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[floor(this.next() * items.length)];
  }

  /** Deterministic Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = floor(this.next() * (i + 1));
      const tmp = copy[i];
      copy[i] = copy[j]!;
      copy[j] = tmp;
    }
    return copy;
  }
}

// The platform's one rounding (half away from zero, no negative zero), re-exported for the seed modules.
export { roundTo };
