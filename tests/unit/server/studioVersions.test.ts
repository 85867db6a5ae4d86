/** @jest-environment node */
import { displayStatusOf, EPOCH, pickVersionInEffect, type VersionDates } from '../../../server/services/studioVersions';

const v = (version: number, status: VersionDates['status'], effective_from: string | null): VersionDates => ({
  version,
  status,
  effective_from,
});

const VERSIONS = [
  v(1, 'published', EPOCH),
  v(2, 'published', '2026-06-01T00:00:00.000Z'),
  v(3, 'published', '2026-12-01T00:00:00.000Z'),
  v(4, 'approved', null),
  v(5, 'draft', null),
];

describe('pickVersionInEffect', () => {
  test.each([
    ['1970-01-01T00:00:00.000Z', 1],
    ['2026-05-31T23:59:59.999Z', 1],
    ['2026-06-01T00:00:00.000Z', 2],
    ['2026-11-30T00:00:00.000Z', 2],
    ['2027-01-01T00:00:00.000Z', 3],
  ])('at %s version %i applies', (at, expected) => {
    expect(pickVersionInEffect(VERSIONS, at)?.version).toBe(expected);
  });

  test('nothing applies before the first publication, and drafts or approved versions never do', () => {
    expect(pickVersionInEffect([v(1, 'published', '2026-01-01T00:00:00.000Z')], '2025-01-01T00:00:00.000Z')).toBeUndefined();
    expect(
      pickVersionInEffect([v(1, 'approved', null), v(2, 'draft', null), v(3, 'in_review', null)], '2030-01-01T00:00:00.000Z'),
    ).toBeUndefined();
  });

  test('of two versions effective from the same time, the higher applies, whatever the order given', () => {
    const same = [v(3, 'published', EPOCH), v(2, 'published', EPOCH)];
    expect(pickVersionInEffect(same, '2026-01-01T00:00:00.000Z')?.version).toBe(3);
    expect(pickVersionInEffect([...same].reverse(), '2026-01-01T00:00:00.000Z')?.version).toBe(3);
  });

  test('a later version effective from an earlier time than the one in effect does not win (the latest effective-from does)', () => {
    const rows = [v(1, 'published', '2026-06-01T00:00:00.000Z'), v(2, 'published', '2026-03-01T00:00:00.000Z')];
    expect(pickVersionInEffect(rows, '2026-07-01T00:00:00.000Z')?.version).toBe(1);
  });
});

describe('displayStatusOf', () => {
  const now = '2026-11-26T00:00:00.000Z';
  const inEffect = pickVersionInEffect(VERSIONS, now)?.version;

  test('the version in effect is published, the ones it superseded retired, a future one scheduled', () => {
    expect(VERSIONS.map((row) => displayStatusOf(row, inEffect, now))).toEqual(['retired', 'published', 'scheduled', 'approved', 'draft']);
  });

  test('the stored status shows as it is for versions not published', () => {
    expect(displayStatusOf(v(6, 'in_review', null), inEffect, now)).toBe('in_review');
  });
});
