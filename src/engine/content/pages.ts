/**
 * The utilities' content pages (issue 14 item 7): each page's content is data, one JSON file per
 * brand under schemas/content/<brand code>/<page>.json, else schemas/content/default/<page>.json,
 * checked by schemas:check against schemas/content/<kind>.schema.json and served by GET content/{page}.
 * This table is the one place that says which pages exist and of which kind each is.
 */
export const CONTENT_KINDS = ['glossary', 'faq', 'terminology', 'how-to', 'risk-profile', 'online-documents', 'document'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_PAGES = {
  glossary: 'glossary',
  'risk-profile': 'risk-profile',
  'faq-investing': 'faq',
  'faq-alerts': 'faq',
  terminology: 'terminology',
  'how-to-buy-sell': 'how-to',
  'how-to-remit-cash': 'how-to',
  'how-to-send-cash': 'how-to',
  /** The brand's online documents (GET online-document), each served by a call or at an address. */
  'online-documents': 'online-documents',
  /** The terms for customers, printed by GET online-document/customers. */
  'terms-for-customers': 'document',
} as const satisfies Record<string, ContentKind>;
export type ContentPage = keyof typeof CONTENT_PAGES;

/** The folder of the content every brand gets unless it has its own file for a page. */
export const DEFAULT_CONTENT = 'default';

export const isContentPage = (name: string): name is ContentPage => Object.prototype.hasOwnProperty.call(CONTENT_PAGES, name);
