import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, data, dataSchema, errorResponses, MESSAGES, notFound } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { ContentStore } from '../services/content';
import { clientForSession } from '../services/users';
import { EVIDENCE_ROLES } from '../services/complianceEvidence';
import {
  onlineDocumentsOf,
  renderOnlineDocument,
  userDocumentFile,
  userDocumentsOf,
  type ServedOnlineDocument,
} from '../services/onlineDocuments';

/** The refusal of a user document that is not one of the client's (or does not exist). */
export const USER_DOCUMENT_NOT_FOUND = 'There is no such document among your documents.';

/**
 * Online documents and user documents (compliance §7):
 * GET online-document — the host brand's online documents (content page online-documents);
 * GET online-document/customers, online-document/fees — the PDFs the portal prints for the brand
 * (its terms for customers; its standard fee schedules), with no signature area;
 * GET accounts/userdocuments — the documents generated when the client's accounts were opened and the
 * evidence PDFs of the compliance forms it submitted (opened by compliance/submissions/{id}/pdf), and
 * GET accounts/userdocuments/{documentId} — one of them: a client its own, an adviser a client it
 * advises (clientId; a consultant its own clients, an admin or owner the brand's).
 * Every call needs a session of the host's brand; a whitelabelID of another brand is refused.
 */
export const onlineDocumentRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const store = new ContentStore();
  const auth = { preHandler: [app.authenticate] };

  const hostBrand = (request: FastifyRequest<{ Querystring: { whitelabelID?: number } }>) => {
    const brand = request.brand;
    if (!brand) throw notFound(MESSAGES.unknownBrand);
    const { whitelabelID } = request.query ?? {};
    if (whitelabelID !== undefined && whitelabelID !== brand.whiteLabelId) throw badRequest(MESSAGES.whiteLabelMismatch);
    return brand;
  };

  const sendPdf = (reply: FastifyReply, fileName: string, pdf: Uint8Array | Buffer) => {
    const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('Content-Length', String(pdf.byteLength))
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  };

  app.get<{ Querystring: { whitelabelID?: number } }>(
    '/online-document',
    {
      ...auth,
      schema: {
        tags: ['shell'],
        querystring: apiRef('shell', 'WhiteLabelQuery'),
        response: { 200: dataSchema({ type: 'array', items: apiRef('online-documents', 'OnlineDocument') }), ...errorResponses },
      },
    },
    async (request) => data(onlineDocumentsOf(store, hostBrand(request).brand.code)),
  );

  app.get<{ Params: { document: ServedOnlineDocument }; Querystring: { whitelabelID?: number } }>(
    '/online-document/:document',
    {
      ...auth,
      schema: {
        tags: ['shell'],
        params: apiRef('online-documents', 'OnlineDocumentParams'),
        querystring: apiRef('shell', 'WhiteLabelQuery'),
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const { brand } = hostBrand(request);
      const { fileName, pdf } = await renderOnlineDocument(store, { code: brand.code, name: brand.name }, request.params.document);
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get<{ Querystring: { whitelabelID?: number; clientId?: number } }>(
    '/accounts/userdocuments',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        querystring: apiRef('online-documents', 'UserDocumentsQuery'),
        response: { 200: dataSchema({ type: 'array', items: apiRef('online-documents', 'UserDocument') }), ...errorResponses },
      },
    },
    async (request) => {
      const brand = hostBrand(request);
      const session = sessionOf(request);
      const client = await clientForSession(db, session, request.query.clientId);
      return data(
        await userDocumentsOf(db, {
          clientId: client.id,
          whiteLabelId: brand.whiteLabelId,
          askedForClient: request.query.clientId,
          // Compliance submissions are listed to whoever may open their PDF (the compliance call's roles).
          registry: EVIDENCE_ROLES.includes(session.role) ? app.forms.registry : undefined,
        }),
      );
    },
  );

  app.get<{ Params: { documentId: number }; Querystring: { whitelabelID?: number; clientId?: number } }>(
    '/accounts/userdocuments/:documentId',
    {
      ...auth,
      schema: {
        tags: ['accounts'],
        params: apiRef('online-documents', 'UserDocumentParams'),
        querystring: apiRef('online-documents', 'UserDocumentsQuery'),
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const brand = hostBrand(request);
      const client = await clientForSession(db, sessionOf(request), request.query.clientId);
      const file = await userDocumentFile(db, client.id, brand.whiteLabelId, request.params.documentId);
      if (!file) throw notFound(USER_DOCUMENT_NOT_FOUND);
      return sendPdf(reply, file.name, file.content);
    },
  );
};
