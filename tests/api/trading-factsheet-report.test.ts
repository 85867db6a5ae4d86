/** @jest-environment node */
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream, type PDFPage } from 'pdf-lib';
import { REPORT_LINK_EXPIRED_MESSAGE, REPORT_LINK_INVALID_MESSAGE } from '../../server/routes/products/report';
import { productNotFound } from '../../server/services/productViews';
import { layoutFactSheetReport, type DrawOp } from '../../server/services/factSheetReport';
import { winAnsiSafe } from '../../server/services/pdfText';
import { NO_REGION_DATA, NO_SECTOR_DATA, RATINGS_FOOTER } from '@/engine/trading/factSheetSections';
import { MESSAGES } from '../../server/lib/http';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, withApp } from './support/testApp';

/** The decoded content streams of a page: pdf-lib writes each text as a hex string, `<…> Tj`. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
}
const hexOf = (text: string) => `<${Buffer.from(winAnsiSafe(text), 'latin1').toString('hex').toUpperCase()}>`;
const textsOf = (pages: DrawOp[][]) => pages.flat().flatMap((op) => (op.kind === 'text' ? [op.text] : []));
/** A rough Helvetica measure for the pure layout: half an em per character. */
const roughMeasure = (text: string, size: number) => text.length * size * 0.5;
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe.each(dialects)('trading: the fund fact-sheet report download on %s', (dialect) => {
  const t = withApp(dialect);
  let token = '';
  const firstOfType = async (ProductType: string) =>
    expectData(
      await t.post(
        '/api/products/search',
        { searchCriteria: { ProductType }, pagingInfo: { PageSize: -1, SortBy: 'FundName' } },
        { token },
      ),
    ).Items[0];

  beforeAll(async () => {
    token = await t.login('dmoclient');
  }, 60_000);

  it('gives a signed link that serves a real PDF of every fact-sheet section, without the bearer header', async () => {
    const fund = await firstOfType('Equity Funds');
    const sheet = expectData(await t.get('/api/products/fundfactsheet', { token, query: { ISIN: fund.ISIN } }));
    const link = expectData(await t.get('/api/products/fundfactsheeturl', { token, query: { ISIN: fund.ISIN } }));
    expect(link.FileName).toBe(`fact-sheet-${fund.ISIN}.pdf`);
    expect(link.Url).toMatch(/^\/api\/products\/fundfactsheetreport\?ISIN=[A-Z0-9]{12}&expires=\d+&signature=[\w-]{43}$/);
    expect(Date.parse(link.ExpiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

    const res = await t.get(link.Url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="fact-sheet-${fund.ISIN}.pdf"`);
    const bytes = Buffer.from(res.text, 'latin1');
    const raw = await t.app.inject({ method: 'GET', url: link.Url, headers: { host: 'dmo.localhost' } });
    expect(raw.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(3000);

    const doc = await PDFDocument.load(raw.rawPayload);
    expect(doc.getTitle()).toBe(winAnsiSafe(`${sheet.FundName} – fund fact sheet`));
    expect(doc.getSubject()).toBe(`Fund fact sheet of ${fund.ISIN} as of ${ddmmyyyy(sheet.NavDate)}`);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const content = doc.getPages().map(pageContent).join('\n');
    // The name, ISIN and as-of date are drawn on the first page; every section heading somewhere.
    const first = pageContent(doc.getPage(0));
    expect(first).toContain(
      hexOf(sheet.FundName.length > 40 ? sheet.FundName.split(' ').slice(0, 3).join(' ') : sheet.FundName).slice(0, 20),
    );
    expect(first).toContain(hexOf(`As of ${ddmmyyyy(sheet.NavDate)}`));
    expect(first).toContain(hexOf(`ISIN ${fund.ISIN} · ${sheet.ProductType} · ${sheet.Currency}`));
    for (const heading of [
      'Investment Objective',
      'Fund Profile',
      'Purchase Information',
      'Trailing Total Returns',
      'Fund Performance',
      'Portfolio Analysis',
      'Investment Style',
      'Risk Measures',
      'Risk Profile',
      'Asset Summary by Market Cap',
      'Top 10 Holdings',
      'Top 10 Sectors',
      'Regional Breakdown',
    ]) {
      expect(content).toContain(hexOf(heading));
    }
    expect(content).toContain(hexOf(sheet.TopHoldings[0].FundName));
    expect(content).toContain(hexOf(`Page 1 of ${doc.getPageCount()}`));
    // The performance line is a stroked path: a moveto and one lineto per month end after the first.
    const series: { Date: string; Value: number }[] = sheet.PerformanceSeries;
    expect(series.length).toBeGreaterThan(50);
    const linetos = (content.match(/ l\n/g) ?? []).length;
    expect(linetos).toBeGreaterThanOrEqual(series.length - 1);
  });

  it('lays out the name, ISIN, as-of date and every section with its data (the pure layout)', async () => {
    const fund = await firstOfType('Equity Funds');
    const sheet = expectData(await t.get('/api/products/fundfactsheet', { token, query: { ISIN: fund.ISIN } }));
    const layout = layoutFactSheetReport(sheet, roughMeasure, { brandName: 'Demo Wealth', generatedOn: '2025-03-04' });
    const texts = textsOf(layout.pages);
    expect(texts[0]).toBe('Demo Wealth · Fund fact sheet · produced 04/03/2025');
    expect(texts.join(' ')).toContain(sheet.FundName.split(' ')[0]);
    expect(texts).toContain(`ISIN ${sheet.ISIN} · ${sheet.ProductType} · ${sheet.Currency}`);
    expect(texts).toContain(`As of ${ddmmyyyy(sheet.NavDate)}`);
    expect(texts).toContain(`${sheet.FundName} · ${sheet.ISIN}`.slice(0, 90));
    expect(texts).toEqual(expect.arrayContaining(['1D', '10Y', 'Stock', 'Bond', 'Cash', 'Other', 'Giant', 'Micro', 'Alpha', 'R-squared']));
    expect(texts).toContain(sheet.Sectors[0].Sector);
    expect(texts).toContain(sheet.Regions[0].RegionName);
    expect(texts.join(' ')).toContain(RATINGS_FOOTER.slice(0, 40));
    const path = layout.pages.flat().find((op) => op.kind === 'path');
    expect(path && path.kind === 'path' && path.points.length).toBe(sheet.PerformanceSeries.length);
    // The style box: nine cells, the fund's one filled.
    const cells = layout.pages.flat().filter((op) => op.kind === 'rect' && op.border);
    expect(cells).toHaveLength(9);
    expect(cells.filter((op) => op.kind === 'rect' && op.fill)).toHaveLength(sheet.EquityStyle ? 1 : 0);
    // Every text stays on the page.
    for (const op of layout.pages.flat()) if (op.kind === 'text') expect(op.y).toBeGreaterThan(20);
  });

  it('says there is no sector or region data for a bond, and gives a structured note its own variant', async () => {
    const bond = await firstOfType('Fixed Income Bond');
    const bondSheet = expectData(await t.get('/api/products/fundfactsheet', { token, query: { ISIN: bond.ISIN } }));
    const bondTexts = textsOf(
      layoutFactSheetReport(bondSheet, roughMeasure, { brandName: 'Demo Wealth', generatedOn: '2025-03-04' }).pages,
    );
    expect(bondTexts).toContain(NO_SECTOR_DATA);
    expect(bondTexts).toContain(NO_REGION_DATA);

    const note = await firstOfType('Hybrid, Structured Instruments');
    const link = expectData(await t.get('/api/products/fundfactsheeturl', { token, query: { ISIN: note.ISIN } }));
    const raw = await t.app.inject({ method: 'GET', url: link.Url, headers: { host: 'dmo.localhost' } });
    expect(raw.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(raw.rawPayload);
    const content = doc.getPages().map(pageContent).join('\n');
    expect(content).toContain(hexOf('Issuer'));
    expect(content).not.toContain(hexOf('Top 10 Holdings'));
  });

  it('refuses a tampered, expired or other-brand link, an unknown ISIN and a caller without a session', async () => {
    const fund = await firstOfType('Fund');
    const { Url } = expectData(await t.get('/api/products/fundfactsheeturl', { token, query: { ISIN: fund.ISIN } }));
    const other = await firstOfType('Equities');
    expectError(await t.get(Url.replace(fund.ISIN, other.ISIN)), 403, REPORT_LINK_INVALID_MESSAGE);
    expectError(await t.get(Url.replace(/signature=.{5}/, 'signature=AAAAA')), 403, REPORT_LINK_INVALID_MESSAGE);
    expectError(await t.get(Url, { host: NBC_HOST }), 403, REPORT_LINK_INVALID_MESSAGE);
    expect((await t.get(Url.replace(/&signature=.*/, ''))).status).toBe(400);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 11 * 60_000);
    try {
      expectError(await t.get(Url), 403, REPORT_LINK_EXPIRED_MESSAGE);
    } finally {
      clock.mockRestore();
    }
    expectError(
      await t.get('/api/products/fundfactsheeturl', { token, query: { ISIN: 'XS0000000009' } }),
      404,
      productNotFound('XS0000000009'),
    );
    expectError(await t.get('/api/products/fundfactsheeturl', { query: { ISIN: fund.ISIN } }), 401, MESSAGES.noToken);
  });

  it('replaces characters the PDF fonts cannot encode instead of failing', () => {
    expect(winAnsiSafe('Fonds Zürich – €\u4e2d\u6587')).toBe('Fonds Zürich – €??');
    const layout = layoutFactSheetReport(
      { FundName: 'Fund \u0416', ISIN: 'LU0000000001', Currency: 'EUR', NavDate: '2024-12-31' },
      roughMeasure,
      { brandName: 'B', generatedOn: '2025-01-01' },
    );
    expect(textsOf(layout.pages)).toContain('As of 31/12/2024');
    expect(textsOf(layout.pages)).toContain('Fund ?');
  });
});
