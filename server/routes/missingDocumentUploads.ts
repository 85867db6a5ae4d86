import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { badRequest, data, dataSchema, errorResponses, HttpError } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { about, audited } from '../plugins/audit';
import { MISSING_DOCUMENT_MAX_UPLOAD_BYTES } from '@/engine/constants';
import { MISSING_DOCUMENT_TEXTS as T } from '@/engine/messages/complianceTexts';
import {
  missingDocumentActorOf,
  missingDocumentFile,
  missingDocumentReviewQueue,
  ownMissingDocument,
  reviewMissingDocument,
  uploadFieldsRefusal,
  uploadMissingDocument,
  type MissingDocumentUpload,
} from '../services/missingDocumentUploads';

const tags = ['compliance'];
const idParams = apiRef('common', 'IdParams');
const documentAnswer = { 200: dataSchema(apiRef('compliance', 'MissingDocument')), ...errorResponses };

/**
 * The parts of a multipart upload: one `file`, and the fields `userMessage` and `status`. A file over
 * the limit, a second file or too many parts are refused with a Message (multipart's own errors never
 * reach the caller).
 */
async function readUpload(request: FastifyRequest): Promise<MissingDocumentUpload> {
  if (!request.isMultipart()) throw new HttpError(415, T.noFile);
  const upload: MissingDocumentUpload = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        upload.bytes = await part.toBuffer();
        upload.fileName = part.filename;
      } else if (part.fieldname === 'userMessage' || part.fieldname === 'status') {
        upload[part.fieldname] = String(part.value);
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, T.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(T.oneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(T.tooManyParts);
    if (e instanceof HttpError) throw e;
    throw badRequest(T.noFile);
  }
  return upload;
}

/**
 * Missing documents (issue 12 item 1, contract "Missing documents"): the client's upload, the stored
 * file, and client servicing's review queue and decision. The list is in compliance.ts.
 */
export const missingDocumentUploadRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  // Multipart only in this plugin: one file of at most MISSING_DOCUMENT_MAX_UPLOAD_BYTES and two fields.
  await app.register(multipart, {
    limits: { fileSize: MISSING_DOCUMENT_MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 64 * 1024 },
  });
  const actorOf = (request: FastifyRequest) => missingDocumentActorOf(sessionOf(request), request.brand!.whiteLabelId);

  app.put<{ Params: { id: number } }>(
    '/missing-documents/:id',
    {
      preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly'), app.requireWritable],
      config: audited('missingDocument.uploaded', about('missingDocument', 'params', 'id')),
      schema: { tags, consumes: ['multipart/form-data'], params: idParams, response: documentAnswer },
    },
    async (request) => {
      const actor = actorOf(request);
      // Whose item and its fields first: nothing of another user's item is revealed by reading the file.
      await ownMissingDocument(db, actor, request.params.id);
      const upload = await readUpload(request);
      const refusal = uploadFieldsRefusal(upload);
      if (refusal) throw refusal;
      return data(await uploadMissingDocument(db, actor, request.params.id, upload));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/missing-documents/:id/file',
    { preHandler: [app.authenticate], schema: { tags, params: idParams, response: { ...errorResponses } } },
    async (request, reply) => {
      const file = await missingDocumentFile(db, actorOf(request), request.params.id);
      const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('Content-Length', String(file.content.byteLength))
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.content);
    },
  );

  app.get(
    '/missing-documents/review-queue',
    {
      preHandler: [app.authenticate, app.requireRole('whitelabeladmin', 'ownerofbusiness')],
      schema: {
        tags,
        response: { 200: dataSchema({ type: 'array', items: apiRef('compliance', 'MissingDocumentReviewEntry') }), ...errorResponses },
      },
    },
    async (request) => data(await missingDocumentReviewQueue(db, request.brand!.whiteLabelId)),
  );

  app.post<{ Params: { id: number }; Body: { Status: 'approved' | 'incomplete'; Note?: string } }>(
    '/missing-documents/:id/review',
    {
      preHandler: [app.authenticate, app.requireRole('whitelabeladmin', 'ownerofbusiness')],
      config: audited('missingDocument.reviewed', about('missingDocument', 'params', 'id')),
      schema: { tags, params: idParams, body: apiRef('compliance', 'MissingDocumentReview'), response: documentAnswer },
    },
    async (request) => data(await reviewMissingDocument(db, actorOf(request), request.params.id, request.body)),
  );
};
