/** @jest-environment node */
/**
 * Requests the fuzz suite (fuzz.test.ts) found answered with a 5xx or without a Message, kept as
 * they were generated, each with the answer it must get now.
 */
import { MESSAGES } from '../../server/lib/http';
import { expectError } from './support/http';
import { dialects, withApp } from './support/testApp';

describe.each(dialects)('inputs the fuzzer found, on %s', (dialect) => {
  const t = withApp(dialect);

  it('a path parameter over 100 characters is refused with 414 and a Message, not Fastify’s own body', async () => {
    const res = await t.get(`/api/content/${'A'.repeat(70_000)}`, { token: await t.login('dmoclient2') });
    expectError(res, 414, MESSAGES.urlTooLong);
  });

  it('a path parameter that is not valid URL encoding is refused with 400 and a Message', async () => {
    expectError(await t.get('/api/studio/versions/%E0%A4%A', { token: await t.login('dmocompliance') }), 400, MESSAGES.badUrl);
  });
});
