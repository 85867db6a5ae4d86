/** @jest-environment node */
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { helmet, SECURITY_POLICY, securityHeaders } from '../../../server/lib/securityHeaders';

/** The headers a real response carries when `handle` runs on it. */
async function headersOf(handle: (res: ServerResponse, done: () => void) => void): Promise<IncomingHttpHeaders> {
  const server: Server = createServer((_req, res) => {
    handle(res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise((resolve, reject) => {
      const req = request({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', path: '/api/whitelabel' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const withoutDate = ({ date: _date, connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...rest }: IncomingHttpHeaders) => rest;

describe('securityHeaders', () => {
  it('are exactly the headers helmet sets when it runs on the request', async () => {
    const perRequest = await headersOf((res, done) => helmet(SECURITY_POLICY)(res.req, res, done));
    const once = securityHeaders(SECURITY_POLICY);
    const worked = await headersOf((res, done) => {
      for (const [name, value] of once) res.setHeader(name, value);
      done();
    });
    expect(withoutDate(worked)).toEqual(withoutDate(perRequest));
    expect(perRequest['x-powered-by']).toBeUndefined();
    expect(perRequest['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
    expect(once.map(([name]) => name.toLowerCase())).toEqual(
      expect.arrayContaining(['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']),
    );
    expect(once.map(([name]) => name.toLowerCase())).not.toContain('strict-transport-security');
  });

  it('refuse a policy that depends on the request (a CSP nonce), which cannot be worked out once', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } } })).toThrow(
      'the directive scriptSrc depends on the request',
    );
  });
});
