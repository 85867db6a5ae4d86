import { apiDef, apiRef } from './apiSchemas';

/**
 * An error whose message is safe to show a user: the error handler answers with its status and
 * `{Message}`. Anything else becomes a 500 with a generic sentence (never a stack trace).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const unauthorized = (m: string) => new HttpError(401, m);
export const forbidden = (m: string) => new HttpError(403, m);
export const notFound = (m: string) => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);

/** Messages the API gives; the browser shows them through the shared message routine. */
export const MESSAGES = {
  unknownBrand: 'Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid',
  usernamePrefix: 'Sorry, something went wrong. Please check your username and url to make sure it is valid',
  badCredentials: 'The username or password you entered is incorrect. Please try again.',
  sessionExpired: 'Sorry you have been logged out due to inactivity or timeout, please login again',
  noToken: 'Log in to access this page',
  wrongBrand: 'This session belongs to another portal. Please log in on your own portal address.',
  readOnly: 'Your account currently has limited functionality. Please contact your financial advisor for assistance.',
  forbiddenRole: 'You do not have permission to do this.',
  notYourClient: 'This client is not one of your clients.',
  notYourAccount: 'This account does not belong to you.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  generic: 'Sorry! Looks like something went wrong while trying to process your request. Our support team has been notified of this error.',
  bodyTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  currentPasswordWrong: 'Your current password is incorrect.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  unacceptableValue: 'The request contains a value that cannot be accepted (a control character or a number out of range).',
  whiteLabelMismatch: 'The white label does not match this portal address.',
  badUrl: 'The address of this request is not valid.',
  urlTooLong: 'A part of the address of this request is too long.',
} as const;

/**
 * JSON Schema of a text field that is stored or looked up: a string of these lengths without NUL or
 * other control characters (the pattern is common.json's PlainText).
 */
export const plainText = (maxLength: number, minLength = 0) =>
  ({ ...apiRef('common', 'PlainText'), type: 'string', minLength, maxLength }) as const;

/** JSON Schema of a row id in a query: a positive 32-bit integer (common.json's Id). */
export const idParam = apiRef('common', 'Id');

/** `{Data}` envelope of every successful answer. */
export const data = <T>(value: T) => ({ Data: value });

const { description: _aboutData, ...dataEnvelope } = apiDef('common', 'Data') as { description?: string; properties: object };

/** JSON Schema of a `{Data: …}` answer (common.json's Data envelope), for route response schemas. */
export const dataSchema = (schema: object) => ({ ...dataEnvelope, properties: { Data: schema } });

/** The `{Message}` envelope of every failure (common.json's Message). */
export const messageSchema = apiRef('common', 'Message');

/** Error answers every route may give, added to each route's response schema. */
export const errorResponses = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  413: messageSchema,
  429: messageSchema,
  500: messageSchema,
};
