/**
 * UTC calendar arithmetic on 'YYYY-MM-DD' strings via day numbers (days since 1970-01-01).
 * No time zone is ever consulted, so results are the same on every machine.
 */

const { floor } = Math; // module-level alias: global lookups are slow inside vm contexts

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a 'YYYY-MM-DD' date (1970-01-01 is 0). Throws on malformed or impossible dates. */
export function toDayNumber(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Expected a 'YYYY-MM-DD' date, got '${date}'`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const day = daysFromCivil(y, mo, d);
  if (mo < 1 || mo > 12 || d < 1 || fromDayNumber(day) !== date) {
    throw new RangeError(`Not a calendar date: '${date}'`);
  }
  return day;
}

/** 'YYYY-MM-DD' for a day number. */
export function fromDayNumber(day: number): string {
  // H. Hinnant's civil_from_days, proleptic Gregorian.
  const z = day + 719468;
  const era = floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = floor((doe - floor(doe / 1460) + floor(doe / 36524) - floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + floor(yoe / 4) - floor(yoe / 100));
  const mp = floor((5 * doy + 2) / 153);
  const d = doy - floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + floor(yoe / 4) - floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

export function isBusinessDay(day: number): boolean {
  return isoWeekday(day) <= 5;
}

/** Monday–Friday dates from `from` to `to` inclusive (public holidays are not excluded). */
export function businessDays(from: string, to: string): string[] {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  const out: string[] = [];
  for (let day = start; day <= end; day++) {
    if (isBusinessDay(day)) out.push(fromDayNumber(day));
  }
  return out;
}
