/** @jest-environment node */
import brands from '../../schemas/brands/brands.json';
import { MESSAGES } from '../../server/lib/http';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, withApp } from './support/testApp';

const dmoId = brands.findIndex((b) => b.code === 'dmo') + 1;
const nbcId = brands.findIndex((b) => b.code === 'nbc') + 1;
const dmo = brands[dmoId - 1];

interface Looks {
  OwnWhiteLabelId: number;
  Brands: { WhiteLabelId: number; code: string; colourPrimary: string }[];
}

describe.each(dialects)("the form studio's brand looks on %s", (dialect) => {
  const t = withApp(dialect);
  const looksOf = async (who: string, host?: string) =>
    expectData<Looks>(await t.call('GET', '/api/studio/brands', { token: await t.login(who, host), host }));

  test('clients and consultants are refused (403); without a session 401', async () => {
    for (const who of ['dmoclient', 'dmoreadonly', 'dmoconsultant']) {
      expectError(await t.call('GET', '/api/studio/brands', { token: await t.login(who) }), 403, MESSAGES.forbiddenRole);
    }
    expectError(await t.get('/api/studio/brands'), 401);
  });

  test("compliance staff and the brand's admins see their own brand only, with its theme fields and nothing else", async () => {
    for (const who of ['dmocompliance', 'dmoadmin', 'dmoowner']) {
      const looks = await looksOf(who);
      expect(looks.OwnWhiteLabelId).toBe(dmoId);
      expect(looks.Brands).toHaveLength(1);
      expect(looks.Brands[0]).toEqual({
        WhiteLabelId: dmoId,
        name: dmo.name,
        code: dmo.code,
        readable: dmo.readable,
        logo: dmo.logo,
        logoType: dmo.logoType,
        colourPrimary: dmo.colourPrimary,
        colourSecondary: dmo.colourSecondary,
        colourLight: dmo.colourLight,
        colourLighter: dmo.colourLighter,
        buttonColour: dmo.buttonColour,
        buttonBgColour: dmo.buttonBgColour,
        colourTitle: dmo.colourTitle,
        bgColourPrimary: dmo.bgColourPrimary,
        bgColourSecondary: dmo.bgColourSecondary,
        fontPrimary: dmo.fontPrimary,
        fontSecondary: dmo.fontSecondary,
        fontURL: dmo.fontURL,
        favicon: dmo.favicon,
      });
    }
  });

  test('the white-label master sees every brand of the catalogue, in its order, starting in their own', async () => {
    const looks = await looksOf('dmomaster');
    expect(looks.OwnWhiteLabelId).toBe(dmoId);
    expect(looks.Brands.map((b) => b.code)).toEqual(brands.map((b) => b.code));
    expect(looks.Brands.map((b) => b.WhiteLabelId)).toEqual(brands.map((_, i) => i + 1));
    expect(looks.Brands[nbcId - 1].colourPrimary).toBe(brands[nbcId - 1].colourPrimary);
  });

  test("the brand is the host's: a compliance user of another brand sees that brand only, and a token on another brand's host is refused", async () => {
    const row = await t.db.kysely.selectFrom('users').selectAll().where('username', '=', 'dmocompliance').executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('users')
      .values({ ...row, id: undefined, username: 'nbccompliance', white_label_id: nbcId, email: 'nbccompliance@nbc.example.com' })
      .execute();
    const looks = await looksOf('nbccompliance', NBC_HOST);
    expect(looks).toMatchObject({ OwnWhiteLabelId: nbcId, Brands: [{ WhiteLabelId: nbcId, code: 'nbc' }] });
    expect(looks.Brands).toHaveLength(1);
    const dmoToken = await t.login('dmocompliance');
    expectError(await t.call('GET', '/api/studio/brands', { token: dmoToken, host: NBC_HOST }), 403, MESSAGES.wrongBrand);
  });
});
