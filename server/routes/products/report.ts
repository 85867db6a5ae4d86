import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../../lib/apiSchemas';
import { dataSchema, data, errorResponses, forbidden } from '../../lib/http';
import { sessionOf } from '../../plugins/auth';
import { fundFactSheet } from '../../services/factSheets';
import { renderFactSheetReport } from '../../services/factSheetReport';
import { productByIsin } from '../../services/productViews';

/** How long a fact-sheet report link works (decisions.md). */
export const REPORT_LINK_MINUTES = 10;
export const REPORT_LINK_INVALID_MESSAGE = 'This report link is not valid. Please download the report again from the fact sheet.';
export const REPORT_LINK_EXPIRED_MESSAGE = 'This report link has expired. Please download the report again from the fact sheet.';
const reportFileName = (isinCode: string) => `fact-sheet-${isinCode}.pdf`;

/** The fact sheet as a PDF report, through a signed link (trading §7 "Fund fact sheet URL"). */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: [app.authenticate] };

  // The report download (trading §7 "Fund fact sheet URL"): a signed link the browser can open in a
  // new tab without its bearer header, valid for REPORT_LINK_MINUTES on this brand's host.
  const reportSignature = (brand: string, isinCode: string, expires: number) =>
    createHmac('sha256', app.config.jwtSecret).update(`fact-sheet-report|${brand}|${isinCode}|${expires}`).digest('base64url');

  app.get<{ Querystring: { ISIN: string } }>(
    '/products/fundfactsheeturl',
    {
      ...auth,
      schema: {
        tags: ['products'],
        querystring: apiRef('products', 'IsinQuery'),
        response: { 200: dataSchema(apiRef('products', 'ReportLink')), ...errorResponses },
      },
    },
    async (request) => {
      const p = await productByIsin(app.catalogue, request.query.ISIN);
      const expires = Math.floor(Date.now() / 1000) + REPORT_LINK_MINUTES * 60;
      const path = request.url.split('?')[0].replace(/fundfactsheeturl$/, 'fundfactsheetreport');
      const query = new URLSearchParams({
        ISIN: p.row.isin,
        expires: String(expires),
        signature: reportSignature(sessionOf(request).company, p.row.isin, expires),
      });
      return data({ Url: `${path}?${query}`, FileName: reportFileName(p.row.isin), ExpiresAt: new Date(expires * 1000).toISOString() });
    },
  );

  app.get<{ Querystring: { ISIN: string; expires: number; signature: string } }>(
    '/products/fundfactsheetreport',
    {
      schema: {
        tags: ['products'],
        querystring: apiRef('products', 'ReportQuery'),
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const { ISIN, expires, signature } = request.query;
      const brand = request.brand?.brand.code ?? '';
      const expected = Buffer.from(reportSignature(brand, ISIN, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(REPORT_LINK_INVALID_MESSAGE);
      if (expires * 1000 < Date.now()) throw forbidden(REPORT_LINK_EXPIRED_MESSAGE);
      const sheet = await fundFactSheet(app.db, app.catalogue, ISIN);
      const { pdf } = await renderFactSheetReport(sheet, {
        brandName: request.brand!.brand.name,
        generatedOn: new Date().toISOString().slice(0, 10),
      });
      // A PDF, not a page: the portal's CSP (object-src 'none') would stop the browser's PDF viewer.
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${reportFileName(ISIN)}"`)
        .header('Content-Security-Policy', "frame-ancestors 'none'")
        .send(Buffer.from(pdf));
    },
  );
};
