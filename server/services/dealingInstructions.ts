import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * The Dealing Instructions Form (trading §2 "Dealing instructions modal", §7 "dealing instruction",
 * "document templates"): the form a client fills in, signs and sends to deal outside the online
 * checkout. A brand may store its own PDF at `<dataDir>/document-templates/<brand code>/DealingInstructions.pdf`;
 * without one the server generates a fillable form with pdf-lib, filled with the account's details.
 */

export const DEALING_INSTRUCTIONS_CODE = 'DealingInstructions';
export const DEALING_INSTRUCTIONS_TITLE = 'Dealing Instructions Form';
export const DOCUMENT_GENERATION_FAILED = 'Sorry! Something wrong generating document.';
export const NO_DEALING_INSTRUCTIONS_MESSAGE =
  'No Dealing Instructions Form is set for this account: its discretionary fund manager deals for it.';
export const UNKNOWN_TEMPLATE_MESSAGE = 'There is no document template with this code.';

/** The codes of the document templates the server can produce. */
export const DOCUMENT_TEMPLATE_CODES = [DEALING_INSTRUCTIONS_CODE] as const;
export type DocumentTemplateCode = (typeof DOCUMENT_TEMPLATE_CODES)[number];

export interface DealingInstructionsContext {
  brand: { code: string; name: string };
  account: { id: number; number: string; currency: string; isDfm: boolean };
  client: { name: string; bostonId: string };
  /** yyyy-MM-dd of the day the form is produced. */
  date: string;
}

/**
 * Whether an account has a Dealing Instructions Form: every account but a DFM account, whose
 * portfolio its discretionary manager deals (decisions.md).
 */
export const hasDealingInstructions = (account: { isDfm: boolean }) => !account.isDfm;

/** The file name the form is downloaded under. */
export const dealingInstructionsFileName = (accountNumber: string) =>
  `Dealing-Instructions-Form-${accountNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/** A brand's stored form, if an operator put one in the data folder. */
export function storedTemplate(dataDir: string, brandCode: string, code: DocumentTemplateCode): Uint8Array | null {
  if (!/^[a-z0-9-]+$/i.test(brandCode)) return null;
  const file = join(dataDir, 'document-templates', brandCode, `${code}.pdf`);
  return existsSync(file) ? readFileSync(file) : null;
}

const ROWS = 6;

/**
 * Generates the fillable Dealing Instructions Form: the account's details printed, and text fields
 * for each instruction (Buy or Sell, ISIN, product, amount or units, currency), the signature and date.
 * @param ctx - the brand, account, client and date printed on the form
 * @returns the PDF bytes
 */
export async function generateDealingInstructionsForm(ctx: DealingInstructionsContext): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${DEALING_INSTRUCTIONS_TITLE} ${ctx.account.number}`);
  pdf.setAuthor(ctx.brand.name);
  pdf.setSubject(DEALING_INSTRUCTIONS_TITLE);
  pdf.setCreator('Tessera');
  pdf.setLanguage('en-GB');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const form = pdf.getForm();
  const ink = rgb(0.1, 0.1, 0.12);
  const grey = rgb(0.4, 0.4, 0.45);
  const text = (s: string, x: number, y: number, size = 10, font = regular, color = ink) => page.drawText(s, { x, y, size, font, color });

  text(ctx.brand.name, 50, 790, 11, bold, grey);
  text(DEALING_INSTRUCTIONS_TITLE, 50, 760, 20, bold);
  text('Use this form to give dealing instructions for your account in writing. Sign it and send it to', 50, 735, 10);
  text('Client Servicing; instructions are placed on the business day they are received.', 50, 721, 10);

  const details: Array<[string, string]> = [
    ['Client', ctx.client.name],
    ['Client number', ctx.client.bostonId],
    ['Account number', ctx.account.number],
    ['Account currency', ctx.account.currency],
    ['Date of form', ctx.date.split('-').reverse().join('/')],
  ];
  details.forEach(([label, value], i) => {
    const y = 690 - i * 18;
    text(`${label}:`, 50, y, 10, bold);
    text(value, 170, y, 10);
  });

  const columns: Array<[string, number, number]> = [
    ['Buy / Sell', 50, 70],
    ['ISIN', 124, 100],
    ['Product name', 228, 170],
    ['Amount or units', 402, 80],
    ['Currency', 486, 60],
  ];
  const headY = 585;
  text('Instructions', 50, headY + 22, 12, bold);
  for (const [label, x] of columns) text(label, x, headY, 9, bold, grey);
  for (let r = 0; r < ROWS; r++) {
    const y = headY - 28 - r * 26;
    for (const [label, x, width] of columns) {
      const field = form.createTextField(`Instruction${r + 1}.${label.replace(/[^A-Za-z]/g, '')}`);
      field.addToPage(page, { x, y, width, height: 20, font: regular, borderColor: grey, borderWidth: 0.75 });
      field.setFontSize(9);
    }
  }

  const signY = headY - 40 - ROWS * 26 - 30;
  text('I instruct the platform to place the orders above for my account. I have read the fact sheets of the', 50, signY + 20, 9);
  text('products and understand that prices may move between the date of this form and the dealing date.', 50, signY + 8, 9);
  text('Signature', 50, signY - 20, 9, bold, grey);
  form
    .createTextField('Signature')
    .addToPage(page, { x: 50, y: signY - 60, width: 250, height: 32, font: regular, borderColor: grey, borderWidth: 0.75 });
  text('Date', 330, signY - 20, 9, bold, grey);
  form
    .createTextField('SignatureDate')
    .addToPage(page, { x: 330, y: signY - 60, width: 120, height: 32, font: regular, borderColor: grey, borderWidth: 0.75 });
  form.updateFieldAppearances(regular);

  return pdf.save();
}
