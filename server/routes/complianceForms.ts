import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, MESSAGES, notFound } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { audited } from '../plugins/audit';
import type { ResolvedBrand } from '../plugins/brand';
import { complianceFormPrefill, submitComplianceForm, updateProfileFromReminder, type ComplianceFormId } from '../services/complianceForms';
import { complianceSubmissionFor, EVIDENCE_ROLES, listComplianceSubmissions, submissionPdfFor } from '../services/complianceEvidence';

const idParams = apiRef('common', 'IdParams');

interface ComplianceFormBody {
  missingDocumentId: number;
  data: Record<string, unknown>;
  whiteLabelId: number;
}

/** The host's brand; a white-label id in the request must name it (a portal only speaks for itself). */
function brandOf(request: FastifyRequest, whiteLabelId?: number): ResolvedBrand {
  if (!request.brand) throw notFound(MESSAGES.unknownBrand);
  if (whiteLabelId !== undefined && whiteLabelId !== request.brand.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
  return request.brand;
}

/** The KYC and appropriateness-test submissions, their PDFs, and the profile reminder (issue 12). */
export const complianceFormRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;

  app.get<{ Params: { id: number } }>(
    '/missing-documents/:id/form',
    {
      preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly')],
      schema: {
        tags: ['compliance'],
        params: idParams,
        response: { 200: dataSchema(apiRef('compliance-forms', 'ComplianceFormPrefill')), ...errorResponses },
      },
    },
    async (request) => data(await complianceFormPrefill(db, sessionOf(request), brandOf(request).whiteLabelId, request.params.id)),
  );

  // The spec's paths keep the DocuSign name of the original e-signing; the PDF is Tessera's own.
  const submissionRoute = (path: string, formId: ComplianceFormId) =>
    app.post<{ Body: ComplianceFormBody }>(
      path,
      {
        preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly'), app.requireWritable],
        config: audited(formId === 'kyc' ? 'compliance.kycSubmitted' : 'compliance.appropriatenessSubmitted'),
        schema: {
          tags: ['compliance'],
          body: apiRef('compliance-forms', 'ComplianceFormBody'),
          response: { 200: dataSchema(apiRef('compliance-forms', 'ComplianceFormResult')), ...errorResponses },
        },
      },
      async (request) => {
        const { missingDocumentId, data: answers, whiteLabelId } = request.body;
        const brand = brandOf(request, whiteLabelId);
        return data(
          await submitComplianceForm(db, app.forms, sessionOf(request), brand.whiteLabelId, {
            formId,
            documentId: missingDocumentId,
            data: answers,
          }),
        );
      },
    );
  submissionRoute('/missing-documents/docusign/kyc', 'kyc');
  submissionRoute('/missing-documents/docusign/appropriateness', 'appropriateness-test');

  app.get<{ Querystring: { accountNumber?: string } }>(
    '/compliance/submissions',
    {
      preHandler: [app.authenticate, app.requireRole(...EVIDENCE_ROLES)],
      schema: {
        tags: ['compliance'],
        querystring: apiRef('compliance-forms', 'ComplianceSubmissionsQuery'),
        response: { 200: dataSchema({ type: 'array', items: apiRef('compliance-forms', 'ComplianceSubmission') }), ...errorResponses },
      },
    },
    async (request) =>
      data(
        await listComplianceSubmissions(
          db,
          app.forms.registry,
          sessionOf(request),
          brandOf(request).whiteLabelId,
          request.query.accountNumber,
        ),
      ),
  );

  // One submission with its stored answers: the browser draws them with the version they were given
  // on (issue 13 item 2). Who may: as for the list and the PDF (the same guard).
  app.get<{ Params: { id: number } }>(
    '/compliance/submissions/:id',
    {
      preHandler: [app.authenticate, app.requireRole(...EVIDENCE_ROLES)],
      schema: {
        tags: ['compliance'],
        params: idParams,
        response: { 200: dataSchema(apiRef('compliance-forms', 'ComplianceSubmissionRead')), ...errorResponses },
      },
    },
    async (request) =>
      data(await complianceSubmissionFor(db, app.forms.registry, sessionOf(request), brandOf(request).whiteLabelId, request.params.id)),
  );

  app.get<{ Params: { id: number } }>(
    '/compliance/submissions/:id/pdf',
    {
      preHandler: [app.authenticate, app.requireRole(...EVIDENCE_ROLES)],
      schema: { tags: ['compliance'], params: idParams, response: { ...errorResponses } },
    },
    async (request, reply) => {
      const { pdf, fileName } = await submissionPdfFor(db, sessionOf(request), brandOf(request).whiteLabelId, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  // The profile reminder's update; GET userinfo is the shell's (server/routes/shell.ts).
  app.put<{
    Querystring: { whitelabelID?: number };
    Body: { email?: string; phone?: string; financialChanged?: boolean; detailsChanged?: boolean };
  }>(
    '/userinfo',
    {
      preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly'), app.requireWritable],
      config: audited('profile.updated'),
      schema: {
        tags: ['shell'],
        querystring: apiRef('compliance-forms', 'ProfileUpdateQuery'),
        body: apiRef('compliance-forms', 'ProfileUpdateBody'),
        response: { 200: dataSchema(apiRef('compliance-forms', 'ProfileUpdateResult')), ...errorResponses },
      },
    },
    async (request) => {
      brandOf(request, request.query.whitelabelID);
      const SubmissionId = await updateProfileFromReminder(db, app.forms, sessionOf(request), request.body ?? {});
      return data({ detailsUpdated: true, SubmissionId });
    },
  );
};
