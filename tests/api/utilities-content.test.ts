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
});
