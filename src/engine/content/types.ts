/**
 * The shapes of the content pages, as schemas/content/<kind>.schema.json define them (schemas:check
 * proves every file against those schemas; these types only describe them for the pages).
 */
export interface GlossaryContent {
  title: string;
  intro: string;
  terms: Array<{ term: string; definition: string }>;
}

export interface FaqContent {
  title: string;
  intro: string;
  groups: Array<{ heading: string; questions: Array<{ question: string; answer: string[] }> }>;
}

export interface TerminologyContent {
  title: string;
  intro: string;
  sections: Array<{ heading: string; terms: Array<{ term: string; meaning: string }> }>;
}

export interface HowToContent {
  title: string;
  intro: string;
  steps: Array<{ heading: string; text: string[] }>;
  note?: string;
}

export interface RiskProfileContent {
  title: string;
  intro: string;
  levels: Array<{ level: number; name: string; description: string; suits: string }>;
  change: { heading: string; text: string[] };
  disclaimer?: string;
}

/** The brand's online documents (schemas/content/online-documents.schema.json). */
export interface OnlineDocumentsContent {
  title: string;
  documents: Array<{ code: string; title: string; fileName: string; serve?: 'customers' | 'fees'; url?: string }>;
}

/** A document printed as a PDF, e.g. the terms for customers (schemas/content/document.schema.json). */
export interface PrintedDocumentContent {
  title: string;
  intro?: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export interface ContentOfKind {
  glossary: GlossaryContent;
  faq: FaqContent;
  terminology: TerminologyContent;
  'how-to': HowToContent;
  'risk-profile': RiskProfileContent;
  'online-documents': OnlineDocumentsContent;
  document: PrintedDocumentContent;
}
