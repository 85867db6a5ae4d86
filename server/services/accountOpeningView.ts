import { sourceOfFundsFormRequired, taxCertificateRequired } from '@/engine';
import type { Opening } from '@/types/generated/api/account-opening';
import { holdersInOrder, sectionsOf, type AnyDb, type OpeningRow } from './accountOpening';

/** The public shape of an opening (contract "Opening (Data) shape", schemas/api/account-opening.json Opening). */
export type OpeningView = Opening;

/** Where a document is downloaded (GET accounts/opening/document). */
export const documentUrl = (id: number) => `/api/accounts/opening/document?documentId=${id}`;

/** The opening as the API answers it: record, sections, signers, documents and flags. */
export async function openingView(db: AnyDb, opening: OpeningRow): Promise<OpeningView> {
  const sections = await sectionsOf(db, opening.id);
  const signers = await db
    .selectFrom('account_opening_signers')
    .select(['signer_order', 'name', 'email', 'signed_at'])
    .where('opening_id', '=', opening.id)
    .orderBy('signer_order')
    .execute();
  const documents = await db
    .selectFrom('account_opening_documents')
    .select(['id', 'document_type_id', 'kind', 'name', 'size', 'generated', 'signed'])
    .where('opening_id', '=', opening.id)
    .orderBy('id')
    .execute();
  const account =
    opening.account_id === null
      ? undefined
      : await db.selectFrom('accounts').select('number').where('id', '=', opening.account_id).executeTakeFirst();
  const applicationForm = documents.find((d) => d.kind === 'ApplicationForm');
  const holders = holdersInOrder(sections);
  const investment = sections.InvestmentProfile ?? null;
  return {
    ID: opening.id,
    Status: opening.status,
    ClientId: opening.client_id,
    CreatedBy: opening.created_by,
    CreatedAt: opening.created_at,
    LastSavedStep: opening.last_saved_step,
    AccountType: sections.AccountType ?? null,
    PersonalDetails: sections.PersonalDetails ?? null,
    Disbursement: sections.Disbursement ?? null,
    InvestmentProfile: investment,
    Fees: sections.Fees ?? null,
    Acknowledgements: sections.Acknowledgements ?? null,
    SigningOrders: signers.map((s) => ({ Order: s.signer_order, Name: s.name, Email: s.email, SignedAt: s.signed_at })),
    AccountOpeningFormsURL: applicationForm ? documentUrl(applicationForm.id) : null,
    IsManual: opening.is_manual === 1,
    IsDocuSign: opening.is_docusign === 1,
    TaxCertForm: taxCertificateRequired(holders),
    SOFForm: sourceOfFundsFormRequired(investment?.RiskProfile ?? null),
    Documents: documents.map((d) => ({
      ID: d.id,
      DocumentTypeId: d.document_type_id,
      Name: d.name,
      Size: d.size,
      Generated: d.generated === 1,
      Signed: d.signed === 1,
      Url: documentUrl(d.id),
    })),
    AccountId: opening.account_id,
    AccountNumber: account?.number ?? null,
  };
}
