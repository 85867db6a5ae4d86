/**
 * Answers and helpers shared by the account-opening API suites: valid sections taken from the
 * forms' own valid fixtures (so a schema change that breaks them shows here too), a multipart body
 * builder for uploads, and a helper that saves every section of an opening.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requiredDocumentTypes } from '@/engine';
import type { AppHandle } from './support/testApp';
import { expectData } from './support/http';

const FORMS = join(__dirname, '../../schemas/forms');
/** A valid fixture of a form, parsed. */
export const fixture = (form: string, name: string) =>
  JSON.parse(readFileSync(join(FORMS, form, 'fixtures/valid', `${name}.json`), 'utf8'));
/** An invalid fixture: its data and the exact first message the schema gives. */
export const invalidFixture = (form: string, name: string) =>
  JSON.parse(readFileSync(join(FORMS, form, 'fixtures/invalid', `${name}.json`), 'utf8')) as { data: any; firstError: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a fixture's answers are any form's

export const singleHolder = () => fixture('personal-details', 'single-employed-holder').Holders[0];
export const secondHolder = () => ({
  ...singleHolder(),
  IsPrimary: false,
  TitleId: 1,
  FirstName: 'Jonas',
  LastName: 'Weber',
  EmailPrimary: 'jonas.weber@example.com',
  PassportNumber: 'C01X00T48',
  PhonePrimary: '+49-15123456780',
});

/** Every section of a standalone single-holder opening, as the wizard sends them. */
export const SECTIONS = {
  accountType: { AccountTypeId: 400159, IsJoint: false },
  personalDetails: () => ({ Holders: [singleHolder()], Correspondence: { CorrespondenceAddress: 'Primary' } }),
  disbursement: () => fixture('disbursement', 'minimal-eur-account'),
  investmentProfile: () => ({
    RiskProfile: fixture('risk-profile', 'salary-only'),
    Appropriateness: fixture('account-appropriateness', 'not-interested'),
  }),
  fees: () => fixture('fees', 'instant-classic-standard'),
  acknowledgements: () => fixture('acknowledgements', 'no-dam'),
};

/** Starts an opening as `token` and returns its id. */
export async function startOpening(t: AppHandle, token: string, body: unknown = {}): Promise<number> {
  return expectData(await t.post('/api/accounts/opening/start', body, { token })).ID;
}

/**
 * Saves every section of an opening (a standalone account unless `accountType` says otherwise).
 * @returns the opening after the last save
 */
export async function saveAllSections(
  t: AppHandle,
  token: string,
  id: number,
  options: { accountType?: object; personalDetails?: object } = {},
) {
  const save = async (path: string, body: object) =>
    expectData(await t.post(`/api/accounts/opening/${path}`, { AccountOpeningId: id, ...body }, { token }));
  const accountType = options.accountType ?? SECTIONS.accountType;
  await save('accounttype/add', accountType);
  await save('personaldetails/add', options.personalDetails ?? SECTIONS.personalDetails());
  await save('disbursement/add', SECTIONS.disbursement());
  if (![400160, 400164].includes((accountType as { AccountTypeId: number }).AccountTypeId))
    await save('investmentprofile/add', SECTIONS.investmentProfile());
  await save('fees/add', SECTIONS.fees());
  return save('acknowldedgements/add', SECTIONS.acknowledgements());
}

/** A multipart/form-data body with one file part. */
export function multipartFile(fileName: string, contentType: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal but real PDF (header, one empty page, trailer). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/**
 * Uploads one PDF for every supporting document the opening asks for (identity, proof of address,
 * and the tax certificate / source of funds when its flags say so), as the adviser does before
 * completing.
 * @returns the opening after the last upload
 */
export async function uploadSupportingDocuments(t: AppHandle, token: string, id: number) {
  const opening = expectData(await t.get('/api/accounts/opening', { token, query: { accountOpeningId: id } }));
  let latest = opening;
  for (const documentTypeId of requiredDocumentTypes(opening)) {
    const { payload, headers } = multipartFile(`document-${documentTypeId}.pdf`, 'application/pdf', PDF_BYTES);
    latest = expectData(
      await t.call('POST', '/api/accounts/opening/document/add', {
        token,
        payload,
        headers,
        query: { accountOpeningId: id, documentTypeId },
      }),
    );
  }
  return latest;
}
