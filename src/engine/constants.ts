/**
 * Timings and limits of the spec, named with the spec's wording so a reader can find the rule
 * (portal-shell §9, trading §9, compliance §9).
 */
export const SNACKBAR_AUTO_CLOSE_MS = 4000;
export const FOCUS_MARKER_MS = 5000;
export const RECALCULATION_DEBOUNCE_MS = 500;
export const RESIZE_THROTTLE_MS = 1000;
export const LAZY_SCREEN_LOAD_TIMEOUT_MS = 120_000;
export const LOGOUT_DELAY_AFTER_401_MS = 2500;
export const NEW_FEATURE_NOTICE_DELAY_MS = 1000;
export const NEW_FEATURE_NOTICE_MAX_SHOWS = 4;
/** Compliance §9: advisers are told of missing documents of accounts this many days old or older (the server filters by it too). */
export const MISSING_DOCUMENT_MIN_ACCOUNT_AGE_DAYS = 42;
export const CLIENT_LIST_SCROLL_DELAY_MS = 800;
/** "user name cut to 14 characters plus an ellipsis" (15 in all) in the account menu. */
export const MENU_NAME_MAX = 15;
/** "name cut at 34 characters plus an ellipsis" (35 in all) in the impersonation toolbar. */
export const TOOLBAR_NAME_MAX = 35;
export const DOCUMENT_TITLE_NAME_MAX = 30;
export const REFERENCE_CURRENCY = 'EUR';
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', GBP: '£', EUR: '€' };
/** Trading §5 "Order placement is limited to one click per 1000 ms (buy and sell)". */
export const ORDER_CLICK_LIMIT_MS = 1000;
/** Trading §4: cart items with no NAV are removed "after a 500 ms delay". */
export const NULL_NAV_CHECK_DELAY_MS = 500;
/** Trading §9 "total highlight 450 ms". */
export const TOTAL_HIGHLIGHT_MS = 450;
/** Trading §4 "success state (lasts 2 seconds)" after an order is placed. */
export const CHECKOUT_SUCCESS_STATE_MS = 2000;
/**
 * Term-account defaults (portal-shell §5: "deduction fee years 10, establish period 10"). Not a
 * schema `default`: the form would fill them in for instant-access accounts too, where they are
 * refused; the fees step applies them when the term access is chosen.
 */
export const TERM_ACCOUNT_DEFAULTS = { TA_DeductionFeeYears: 10, TA_EstablishPeriod: 10 } as const;
/**
 * Missing-document uploads (issue 12 item 1): the largest file, 10 MB — the account-opening upload
 * limit (accountOpening/documents.ts MAX_DOCUMENT_BYTES), the same value on purpose.
 */
export const MISSING_DOCUMENT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The client's message sent with a missing-document upload ("KYC texts and remarks 300", compliance §9). */
export const MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH = 300;
/** Client servicing's note with an approval or rejection of a missing-document upload (Tessera's limit). */
export const MISSING_DOCUMENT_REVIEW_NOTE_MAX_LENGTH = 500;
/**
 * Due-diligence 'Remind Me Later' (compliance §2.4, §9 "skip-count limit: not shown"): how many times
 * a client may postpone a due review unless the brand sets `dueDiligenceSkipLimit`. Three: enough
 * to put it off for a busy week or two, few enough that a regulated review is not put off for good.
 */
export const DUE_DILIGENCE_SKIP_LIMIT_DEFAULT = 3;
/** Compliance §4, §9 "profile reminder submit 1 s": 'Confirm Details' shows the loader this long before PUT userinfo. */
export const PROFILE_REMINDER_SUBMIT_DELAY_MS = 1000;
/** Compliance §9 "contact-details jump 600 ms": after a holder's fiscal residence changes, the due-diligence form moves to the revealed contact details. */
export const CONTACT_DETAILS_JUMP_DELAY_MS = 600;
/** Compliance §4, §9 "submission begins after 1 s": the KYC and appropriateness forms show 'Generating Documents' this long before the call. */
export const COMPLIANCE_FORM_SUBMISSION_DELAY_MS = 1000;
/** Compliance §4, §9 "success display 1 s": 'Form Generated and submitted to client servicing for review', then the modal closes. */
export const COMPLIANCE_FORM_SUCCESS_DISPLAY_MS = 1000;
/** Compliance §4, §9 "flag reset 300 ms": the submitted flag resets this long after the modal closes. */
export const COMPLIANCE_FORM_FLAG_RESET_MS = 300;
/** Compliance §9 "projection horizons 1 to 15 years": the projection's last year. */
export const PROJECTION_HORIZON_YEARS = 15;
/** Compliance §2.7 "a glance list of 1, 3, 5, 10 and 15 year values". */
export const PROJECTION_GLANCE_YEARS: readonly number[] = [1, 3, 5, 10, 15];
/** Compliance §2.7, §9 "chart loader 500 ms": the projection chart's loader stops after this long. */
export const PROJECTION_CHART_LOADER_MS = 500;
/**
 * Compliance §6 "uses a default consultant currency for projections": the platform's reference
 * currency (portal-shell §6 "reference currency EUR"), which advisers' figures are in.
 */
export const CONSULTANT_PROJECTION_CURRENCY = REFERENCE_CURRENCY;
/** Compliance §2.6, §4 "the statement button opens a print window (595 by 842)": its width, CSS pixels (an A4 page in points). */
export const STATEMENT_PRINT_WINDOW_WIDTH = 595;
/** Compliance §4: the print window's height (842). */
export const STATEMENT_PRINT_WINDOW_HEIGHT = 842;
/** Compliance §4 "closed after 1 s": the print window closes this long after printing. */
export const STATEMENT_PRINT_WINDOW_CLOSE_MS = 1000;
