/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/common.json. */
// Building blocks shared by the request and response bodies of every API area.

/** A row id in a path or query: a positive 32-bit integer (PostgreSQL's integer column range). */
export type Id = number;

/** An integer a request may carry into an integer column or a comparison with one: PostgreSQL's 32-bit integer range (a larger one would be refused by the database, not by the API). */
export type Int32 = number;

export interface IdParams {
  id: Id;
}

/** An ISIN: two capital letters, nine capital letters or digits, one check digit. */
export type Isin = string;

/** An ISO 4217 currency code. */
export type CurrencyCode = string;

/** Text that is stored or looked up: no NUL or other control characters (PostgreSQL refuses NUL in text, and no name or log line needs them). Routes put the type (a string; the activity log also takes an integer id or null) and the lengths beside the $ref. */
export type PlainText = string | number | null;

/** A calendar date as the spec shows it: DD/MM/YYYY. */
export type DayMonthYear = string;

/** An amount of money, rounded to cents, in the currency its object names. */
export type Money = number;

/** true: the call did what it was asked (the answer of calls that return nothing else). */
export type Done = boolean;

/** Any JSON object, passed through whole (a response schema drops undeclared properties otherwise). */
export type AnyObject = Record<string, unknown>;

/** Any JSON object, or null. */
export type AnyObjectOrNull = Record<string, unknown> | null;

/** The {Data} envelope of every successful answer. Routes give the schema of Data (server/lib/http.ts dataSchema). */
export interface Data {
  Data: unknown;
}

/** The {Message} envelope: the answer of every failure (400, 401, 403, 404, 409, 413, 429, 500), a sentence for the user, never a stack trace. */
export interface Message {
  Message: string;
}
