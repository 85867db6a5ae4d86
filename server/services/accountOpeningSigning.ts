import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { missingStageMessage } from '@/engine';
import type { Brand } from '@/engine/brands/types';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { badRequest, conflict, HttpError } from '../lib/http';
import { brandOrigin } from '../lib/urls';
import { queueEmail, type OutgoingEmail } from './outbox';
import { DocumentGenerationError, DOCUMENT_GENERATION_FAILED_MESSAGE } from './documents/errors';
import { generateOpeningDocuments, stampSignature } from './documents/generate';
import { sectionFormVersions, type FormVersionContent } from '../forms/formVersionContent';
import { OPENING_FORMS } from './documents/registry';
import type { GeneratedDocument } from './documents/types';
import { createBuiltinSigning } from './signing/builtin';
import { DocuSignError, DOCUSIGN_NOT_AVAILABLE_MESSAGE } from './signing/docusign';
import type { SigningAdapter, SigningStatus } from './signing/types';
import {
  ACCOUNT_OPENING_MESSAGES as M,
  GENERATED_DOCUMENT_TYPES,
  holderName,
  holdersInOrder,
  lockOpening,
  openingForActor,
  requireOpeningId,
  sectionsAsked,
  sectionsOf,
  type Actor,
  type OpeningDeps,
  type OpeningRow,
  type Sections,
} from './accountOpening';
import { voidPendingEnvelope } from './accountOpeningLifecycle';
import { firstMissingStage, savedSectionsProblem } from './accountOpeningRules';
import { openingView, type OpeningView } from './accountOpeningView';

/** What signing and completion need beyond the sections: configuration, brand and adapters. */
export interface SigningDeps extends OpeningDeps {
  config: Pick<Config, 'publicUrl' | 'portalEnv'>;
  brandOf(whiteLabelId: number): Brand;
  /** The DocuSign adapter, or null when DocuSign is not configured on this platform. */
  docuSign(): SigningAdapter | null;
  /** Reference lists to print names instead of ids in the documents. */
  referenceData?: Record<string, Array<{ id: number | string; name: string }>>;
}

/** The 502 of a DocuSign failure that DocuSign's adapter did not word itself. */
export const DOCUSIGN_UNAVAILABLE_MESSAGE = 'DocuSign could not be reached. Please try again later or sign in the portal.';
/** The document type of DocuSign's combined signed PDF, kept beside the generated documents. */
export const DOCUSIGN_SIGNED_ENVELOPE_TYPE = 13;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const now = () => new Date().toISOString();

/** A typed name compared as people type it: case, surrounding and repeated spaces and accents' composition do not matter. */
const comparableName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The built-in adapter writing its e-mails inside `trx`, so e-mails and signers are stored together. */
function builtinIn(trx: Transaction<Database>): SigningAdapter {
  return createBuiltinSigning({
    queueEmail: (e: OutgoingEmail) => queueEmail(trx, e),
    signedOf: async (envelopeId: string): Promise<SigningStatus> => {
      void envelopeId;
      return { completed: false, signers: [] };
    },
  });
}

/** The opening forms as the server serves them now ({schema, ui} by form id). */
function servedOpeningForms(deps: SigningDeps): Record<string, FormVersionContent> {
  return Object.fromEntries(
    OPENING_FORMS.filter((id) => deps.registry.has(id)).map((id) => [id, { schema: deps.registry.schema(id), ui: deps.registry.ui(id) }]),
  );
}

/** Generates the documents; a generation error answers with its message (400 for a schema's message, 500 otherwise). */
async function generate(deps: SigningDeps, opening: OpeningRow, sections: Sections): Promise<GeneratedDocument[]> {
  const brand = deps.brandOf(opening.white_label_id);
  const adviser = await deps.db.kysely
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', opening.created_by)
    .executeTakeFirst();
  // The sections the flow asks for this opening: a section it skips is not printed, whatever was saved.
  const asked = sectionsAsked(deps.flow, sections, deps.registry.conditions);
  try {
    return await generateOpeningDocuments({
      openingId: opening.id,
      brand: { name: brand.name, code: brand.code },
      adviserName: adviser ? `${adviser.first_name} ${adviser.last_name}` : '',
      createdAt: opening.created_at,
      sections: {
        AccountType: sections.AccountType ?? null,
        PersonalDetails: sections.PersonalDetails ?? null,
        Disbursement: sections.Disbursement ?? null,
        InvestmentProfile: asked.has('InvestmentProfile') ? (sections.InvestmentProfile ?? null) : null,
        Fees: sections.Fees ?? null,
        Acknowledgements: sections.Acknowledgements ?? null,
      },
      flowSections: [...asked],
      referenceData: deps.referenceData,
      // Each section is checked against, and prints with, the form version it was answered on; a
      // form no section names a version of is the one served now. The flow in effect gives labels.
      formVersions: { ...servedOpeningForms(deps), ...(await sectionFormVersions(deps.db.kysely, opening.id)) },
      flow: deps.flow,
    });
  } catch (e) {
    if (e instanceof DocumentGenerationError) {
      throw new HttpError(e.message === DOCUMENT_GENERATION_FAILED_MESSAGE ? 500 : 400, e.message || DOCUMENT_GENERATION_FAILED_MESSAGE);
    }
    throw new HttpError(500, DOCUMENT_GENERATION_FAILED_MESSAGE);
  }
}

export interface SignBody {
  AccountOpeningId?: unknown;
  IsDocuSign?: boolean;
  IsManual?: boolean;
}

/**
 * POST accounts/opening/sign: every stage the account type needs must be saved; the documents are
 * generated and stored, then signed manually (no signers), through DocuSign (an envelope) or in
 * the portal (signers in order, an e-mail to each). Signing again regenerates only while nobody
 * has signed.
 * @returns the opening, and DocuSign's confirmation sentence when DocuSign was used
 */
export async function signOpening(deps: SigningDeps, actor: Actor, body: SignBody): Promise<{ view: OpeningView; message?: string }> {
  const openingId = requireOpeningId(body.AccountOpeningId);
  const opening = await openingForActor(deps.db.kysely, actor, openingId);
  if (opening.status === 'Completed') throw conflict(M.completed);
  const sections = await sectionsOf(deps.db.kysely, openingId);
  const missing = firstMissingStage(deps.flow, sections, deps.registry.conditions);
  if (missing) throw badRequest(missingStageMessage(missing.title));
  const holders = holdersInOrder(sections);
  const problem = savedSectionsProblem(sections, new Date(), deps.flow, deps.registry.conditions);
  if (problem) throw badRequest(problem);
  const isManual = body.IsManual === true;
  const isDocuSign = !isManual && body.IsDocuSign === true;
  if (opening.status === 'Signing' && (await anyoneSigned(deps, openingId))) throw conflict(M.signingStarted);

  const documents = await generate(deps, opening, sections);
  const signers = isManual ? [] : holders.map((h, i) => ({ order: i + 1, name: holderName(h), email: String(h.EmailPrimary ?? '') }));
  const brand = deps.brandOf(opening.white_label_id);
  const request = {
    openingId,
    whiteLabelId: opening.white_label_id,
    brandName: brand.name,
    portalUrl: `${brandOrigin(deps.config, brand)}/open-account`,
    documents,
    signers,
  };
  // Signing again replaces the documents: an envelope already sent through DocuSign is voided first.
  await voidPendingEnvelope(deps, opening);
  let envelopeId: string | null = null;
  if (isDocuSign) {
    const adapter = deps.docuSign();
    if (!adapter) throw badRequest(DOCUSIGN_NOT_AVAILABLE_MESSAGE);
    try {
      envelopeId = (await adapter.send(request)).envelopeId;
    } catch (e) {
      throw new HttpError(502, e instanceof DocuSignError ? e.message : DOCUSIGN_UNAVAILABLE_MESSAGE);
    }
  }

  const saved = await deps.db.kysely.transaction().execute(async (trx) => {
    const locked = await lockOpening(trx, deps.db.dialect, openingId);
    if (locked.status === 'Completed') throw conflict(M.completed);
    const signed = await trx
      .selectFrom('account_opening_signers')
      .select('signer_order')
      .where('opening_id', '=', openingId)
      .where('signed_at', 'is not', null)
      .executeTakeFirst();
    if (signed) throw conflict(M.signingStarted);
    await trx.deleteFrom('account_opening_signers').where('opening_id', '=', openingId).execute();
    await trx.deleteFrom('account_opening_documents').where('opening_id', '=', openingId).where('generated', '=', 1).execute();
    const at = now();
    for (const d of documents) {
      await trx
        .insertInto('account_opening_documents')
        .values({
          opening_id: openingId,
          document_type_id: GENERATED_DOCUMENT_TYPES[d.kind] ?? 10,
          kind: d.kind,
          name: d.fileName,
          content_type: 'application/pdf',
          size: d.pdf.byteLength,
          sha256: sha256(d.pdf),
          content: Buffer.from(d.pdf),
          generated: 1,
          signed: 0,
          uploaded_by: actor.userId,
          created_at: at,
        })
        .execute();
    }
    for (const s of signers) {
      await trx
        .insertInto('account_opening_signers')
        .values({
          opening_id: openingId,
          signer_order: s.order,
          name: s.name,
          email: s.email,
          signed_at: null,
          signature_name: null,
        })
        .execute();
    }
    if (!isManual && !isDocuSign) envelopeId = (await builtinIn(trx).send(request)).envelopeId;
    await trx
      .updateTable('account_openings')
      .set({
        status: 'Signing',
        is_manual: isManual ? 1 : 0,
        is_docusign: isDocuSign ? 1 : 0,
        envelope_id: envelopeId,
        signing_started_at: at,
        updated_at: at,
      })
      .where('id', '=', openingId)
      .execute();
    return lockOpening(trx, deps.db.dialect, openingId);
  });
  return { view: await openingView(deps.db.kysely, saved), message: isDocuSign ? M.docuSignSent : undefined };
}

async function anyoneSigned(deps: OpeningDeps, openingId: number): Promise<boolean> {
  const row = await deps.db.kysely
    .selectFrom('account_opening_signers')
    .select('signer_order')
    .where('opening_id', '=', openingId)
    .where('signed_at', 'is not', null)
    .executeTakeFirst();
  return !!row;
}

export interface ConfirmBody {
  AccountOpeningId?: unknown;
  Order: number;
  SignatureName: string;
}

/**
 * POST accounts/opening/sign/confirm: the next signer in order confirms in the portal by typing
 * their full name; every generated PDF is stamped and the signer's time recorded.
 */
export async function confirmSignature(deps: SigningDeps, actor: Actor, body: ConfirmBody): Promise<OpeningView> {
  const openingId = requireOpeningId(body.AccountOpeningId);
  const opening = await openingForActor(deps.db.kysely, actor, openingId);
  if (opening.status === 'Completed') throw conflict(M.completed);
  if (opening.status !== 'Signing') throw conflict(M.notSigning);
  if (opening.is_manual === 1 || opening.is_docusign === 1) throw conflict(M.notPortalSigning);
  const saved = await deps.db.kysely.transaction().execute(async (trx) => {
    const locked = await lockOpening(trx, deps.db.dialect, openingId);
    if (locked.status !== 'Signing') throw conflict(locked.status === 'Completed' ? M.completed : M.notSigning);
    const signers = await trx
      .selectFrom('account_opening_signers')
      .selectAll()
      .where('opening_id', '=', openingId)
      .orderBy('signer_order')
      .execute();
    const signer = signers.find((s) => s.signer_order === body.Order);
    if (!signer) throw badRequest(M.unknownSigner);
    if (signer.signed_at) throw conflict(M.alreadySigned);
    if (signers.find((s) => !s.signed_at)!.signer_order !== signer.signer_order) throw conflict(M.anotherSignerFirst);
    if (comparableName(body.SignatureName) !== comparableName(signer.name)) throw badRequest(M.nameMismatch);
    const signedAt = new Date();
    const last = signers.every((s) => s.signed_at || s.signer_order === signer.signer_order);
    const documents = await trx
      .selectFrom('account_opening_documents')
      .select(['id', 'content'])
      .where('opening_id', '=', openingId)
      .where('generated', '=', 1)
      .execute();
    for (const d of documents) {
      const pdf = await stampSignature(new Uint8Array(d.content), { name: signer.name, signedAt, order: signer.signer_order });
      await trx
        .updateTable('account_opening_documents')
        .set({
          content: Buffer.from(pdf),
          size: pdf.byteLength,
          sha256: sha256(pdf),
          signed: last ? 1 : 0,
        })
        .where('id', '=', d.id)
        .execute();
    }
    await trx
      .updateTable('account_opening_signers')
      .set({ signed_at: signedAt.toISOString(), signature_name: body.SignatureName.trim() })
      .where('opening_id', '=', openingId)
      .where('signer_order', '=', signer.signer_order)
      .execute();
    await trx.updateTable('account_openings').set({ updated_at: signedAt.toISOString() }).where('id', '=', openingId).execute();
    return lockOpening(trx, deps.db.dialect, openingId);
  });
  return openingView(deps.db.kysely, saved);
}

/**
 * Brings the signers of a DocuSign envelope up to date from DocuSign (best effort: a DocuSign
 * outage leaves the stored state as it is).
 */
export async function syncDocuSign(deps: SigningDeps, opening: OpeningRow): Promise<void> {
  if (opening.is_docusign !== 1 || opening.status !== 'Signing' || !opening.envelope_id) return;
  const adapter = deps.docuSign();
  if (!adapter) return;
  let status: SigningStatus;
  try {
    status = await adapter.status(opening.envelope_id);
  } catch {
    return;
  }
  await deps.db.kysely.transaction().execute(async (trx) => {
    for (const s of status.signers) {
      if (s.signedAt) {
        await trx
          .updateTable('account_opening_signers')
          .set({ signed_at: s.signedAt })
          .where('opening_id', '=', opening.id)
          .where('signer_order', '=', s.order)
          .where('signed_at', 'is', null)
          .execute();
      }
    }
    if (status.completed) {
      await trx
        .updateTable('account_opening_documents')
        .set({ signed: 1 })
        .where('opening_id', '=', opening.id)
        .where('generated', '=', 1)
        .execute();
      // DocuSign answers with one combined signed PDF: it is kept beside the generated documents.
      const combined = status.signedDocuments?.[0];
      const kept = await trx
        .selectFrom('account_opening_documents')
        .select('id')
        .where('opening_id', '=', opening.id)
        .where('kind', '=', 'SignedEnvelope')
        .executeTakeFirst();
      if (combined && !kept) {
        await trx
          .insertInto('account_opening_documents')
          .values({
            opening_id: opening.id,
            document_type_id: DOCUSIGN_SIGNED_ENVELOPE_TYPE,
            kind: 'SignedEnvelope',
            name: 'signed-documents.pdf',
            content_type: 'application/pdf',
            size: combined.byteLength,
            sha256: sha256(combined),
            content: Buffer.from(combined),
            generated: 1,
            signed: 1,
            uploaded_by: opening.created_by,
            created_at: now(),
          })
          .execute();
      }
    }
  });
}
