/** @jest-environment node */
import { CHANGES_MISSED, type ChangeFeed } from '../../../server/db/changeFeed';
import { SUMMARY_CACHE_MAX_AGE_MS, summaryCacheOf } from '../../../server/services/summaryCache';
import type { AccountSummary } from '@/types/generated/api/accounts';

/** A change feed the test drives: `notice` delivers a payload as PostgreSQL's NOTIFY would. */
function fakeFeed() {
  const subscribers = new Set<(change: string) => void>();
  const feed = {
    listening: true,
    subscribe(fn: (change: string) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    start: async () => undefined,
    close: async () => undefined,
  };
  return { feed: feed as ChangeFeed & { listening: boolean }, notice: (c: string) => subscribers.forEach((fn) => fn(c)) };
}

const summary = (Id: number) => [{ Id }] as unknown as AccountSummary[];

describe('summaryCacheOf (account summaries kept per node on PostgreSQL)', () => {
  it('answers a kept summary until a notice names one of the client’s accounts, the client, or everything', () => {
    const { feed, notice } = fakeFeed();
    const cache = summaryCacheOf(feed);
    const keep = () => cache.set(7, [70, 71], summary(70), cache.position);
    keep();
    expect(cache.get(7)).toEqual(summary(70));
    notice('a:99');
    expect(cache.get(7)).toEqual(summary(70));
    notice('a:71');
    expect(cache.get(7)).toBeUndefined();
    keep();
    notice('u:7');
    expect(cache.get(7)).toBeUndefined();
    keep();
    notice('*');
    expect(cache.get(7)).toBeUndefined();
    keep();
    notice(CHANGES_MISSED);
    expect(cache.get(7)).toBeUndefined();
  });

  it('does not keep a summary computed while a notice about it arrived, but keeps one that other notices crossed', () => {
    const { feed, notice } = fakeFeed();
    const cache = summaryCacheOf(feed);
    const since = cache.position;
    notice('a:70');
    cache.set(7, [70], summary(70), since);
    expect(cache.get(7)).toBeUndefined();
    const later = cache.position;
    notice('a:80');
    notice('u:8');
    cache.set(7, [70], summary(70), later);
    expect(cache.get(7)).toEqual(summary(70));
  });

  it('neither keeps nor answers while the feed is not listening', () => {
    const { feed } = fakeFeed();
    const cache = summaryCacheOf(feed);
    cache.set(7, [70], summary(70), cache.position);
    feed.listening = false;
    expect(cache.get(7)).toBeUndefined();
    cache.set(8, [80], summary(80), cache.position);
    feed.listening = true;
    expect(cache.get(8)).toBeUndefined();
  });

  it(`answers nothing older than ${SUMMARY_CACHE_MAX_AGE_MS} ms`, () => {
    const { feed } = fakeFeed();
    const cache = summaryCacheOf(feed);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      cache.set(7, [70], summary(70), cache.position);
      now.mockReturnValue(1_000_000 + SUMMARY_CACHE_MAX_AGE_MS);
      expect(cache.get(7)).toEqual(summary(70));
      now.mockReturnValue(1_000_001 + SUMMARY_CACHE_MAX_AGE_MS);
      expect(cache.get(7)).toBeUndefined();
    } finally {
      now.mockRestore();
    }
  });
});
