/** @jest-environment node */
/**
 * GET content/{page} (issue 14 item 7): every page answers its default content, a brand with its own
 * file (nbc) gets that file and falls back to the default for the rest, every role may read it, and
 * the brand is the host's (token of another brand, whitelabelID of another brand, unknown page).
 */
import brands from '../../schemas/brands/brands.json';
import defaultFaq from '../../schemas/content/default/faq-investing.json';
import nbcFaq from '../../schemas/content/nbc/faq-investing.json';
import defaultGlossary from '../../schemas/content/default/glossary.json';
import defaultSendCash from '../../schemas/content/default/how-to-send-cash.json';
import nbcSendCash from '../../schemas/content/nbc/how-to-send-cash.json';
import { MESSAGES } from '../../server/lib/http';
import { CONTENT_PAGES } from '../../src/engine/content/pages';
import { noStandardSchedule } from '../../server/services/standardFees';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, withApp } from './support/testApp';

const dmoId = brands.findIndex((b) => b.code === 'dmo') + 1;
const nbcId = brands.findIndex((b) => b.code === 'nbc') + 1;

describe.each(dialects)('content API on %s', (dialect) => {
  const t = withApp(dialect);

  it('answers every page with the default content and its kind for dmo, which has no files of its own', async () => {
    const token = await t.login('dmoclient');
    for (const [page, kind] of Object.entries(CONTENT_PAGES)) {
      const body = expectData(await t.get(`/api/content/${page}?whitelabelID=${dmoId}`, { token }));
      expect(body).toMatchObject({ Page: page, Kind: kind, Source: 'default' });
      expect(typeof body.Content.title).toBe('string');
    }
    expect(expectData(await t.get('/api/content/glossary', { token })).Content).toEqual(defaultGlossary);
  });

  it('gives nbc its own Investing FAQs and Cash Transfer guide, and the default for the other pages', async () => {
    const token = await t.login('nbcclient', NBC_HOST);
    const faq = expectData(await t.get(`/api/content/faq-investing?whitelabelID=${nbcId}`, { token, host: NBC_HOST }));
    expect(faq).toMatchObject({ Source: 'nbc', Content: nbcFaq });
    expect(expectData(await t.get('/api/content/how-to-send-cash', { token, host: NBC_HOST }))).toMatchObject({
      Source: 'nbc',
      Content: nbcSendCash,
    });
    expect(expectData(await t.get('/api/content/glossary', { token, host: NBC_HOST }))).toMatchObject({
      Source: 'default',
      Content: defaultGlossary,
    });
    // …while dmo still reads the defaults of the same pages
    const dmo = await t.login('dmoclient');
    expect(expectData(await t.get('/api/content/faq-investing', { token: dmo })).Content).toEqual(defaultFaq);
    expect(expectData(await t.get('/api/content/how-to-send-cash', { token: dmo })).Content).toEqual(defaultSendCash);
  });

  it.each(['dmoclient', 'dmoconsultant', 'dmoadmin', 'dmoowner'])('lets %s read the pages', async (user) => {
    const token = await t.login(user);
    expect(expectData(await t.get('/api/content/risk-profile', { token })).Content.levels).toHaveLength(5);
  });

  it('needs a token of the host brand and refuses another brand', async () => {
    expectError(await t.get('/api/content/glossary'), 401);
    const nbc = await t.login('nbcclient', NBC_HOST);
    expectError(await t.get('/api/content/glossary', { token: nbc }), 403, MESSAGES.wrongBrand);
    expectError(
      await t.get(`/api/content/glossary?whitelabelID=${nbcId}`, { token: await t.login('dmoclient') }),
      400,
      MESSAGES.whiteLabelMismatch,
    );
  });

  it('refuses a page that is not one of the content pages with 400', async () => {
    const token = await t.login('dmoclient');
    for (const page of ['nosuchpage', '..%2Fbrands%2Fbrands', 'glossary.schema', 'default'])
      expectError(await t.get(`/api/content/${page}`, { token }), 400);
  });

  describe('GET accounts/standardfees', () => {
    it('answers the standard Classic instant-access schedule with the fees form names and default lists', async () => {
      const token = await t.login('dmoclient');
      const fees = expectData(await t.get('/api/accounts/standardfees', { token, query: { whitelabelID: dmoId, feeSchedulesID: 11 } }));
      expect(fees).toMatchObject({
        FeeSchedulesId: 11,
        AccessTypeId: 1,
        AccessType: 'Instant Access',
        FeeOptionId: 1,
        FeeOption: 'Classic',
      });
      const byField = Object.fromEntries(fees.Fees.map((f: { Field: string }) => [f.Field, f]));
      expect(byField.PlatformProcessingFee.Name).toBe('Platform processing fee');
      expect(byField.PlatformProcessingFee.Values.map((v: { Text: string }) => v.Text)).toEqual([
        '0%',
        '0.5%',
        '1%',
        '1.5%',
        '2%',
        '2.5%',
        '3%',
        '3.5%',
        '4%',
        '4.5%',
        '5%',
      ]);
      expect(byField.AnnualAccountFee.Values.map((v: { Text: string }) => v.Text)).toEqual(['EUR 212', 'EUR 112']);
      // The standard schedule's entry fees start at 1% (a custom one may go to 0%).
      expect(byField.ETFEntryFee.Values[0]).toEqual({ Value: 1, Text: '1%' });
      expect(byField.NotesEntryFee.Values).toEqual([{ Value: 1.6, Text: '1.6%' }]);
    });

    it('answers a ClassicFlex term account with the term lists, for an adviser too', async () => {
      const fees = expectData(
        await t.get('/api/accounts/standardfees', { token: await t.login('dmoconsultant'), query: { feeSchedulesID: 23 } }),
      );
      expect(fees).toMatchObject({ AccessType: 'Term Account', FeeOption: 'ClassicFlex' });
      const platform = fees.Fees.find((f: { Field: string }) => f.Field === 'PlatformProcessingFee');
      expect(platform.Values[0]).toEqual({ Value: 1, Text: '1%' });
      expect(fees.Fees.find((f: { Field: string }) => f.Field === 'AnnualAccountFee').Values).toEqual([{ Value: 150, Text: 'EUR 150' }]);
    });

    it('refuses the fee-based and unknown schedules with 404, another brand with 400, and needs a token', async () => {
      const token = await t.login('dmoclient');
      for (const id of [12, 22, 31, 1])
        expectError(await t.get('/api/accounts/standardfees', { token, query: { feeSchedulesID: id } }), 404, noStandardSchedule(id));
      expectError(await t.get('/api/accounts/standardfees', { token, query: { feeSchedulesID: 11, whitelabelID: nbcId } }), 400);
      expectError(await t.get('/api/accounts/standardfees', { token, query: { feeSchedulesID: 'x' } }), 400);
      expectError(await t.get('/api/accounts/standardfees', { token }), 400);
      expectError(await t.get('/api/accounts/standardfees', { query: { feeSchedulesID: 11 } }), 401);
    });
  });
});
