import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/logging';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process is in its life: `closing` from SIGTERM on (GET ready then answers 503). */
    lifecycle: { closing: boolean };
  }
}

/**
 * Request ids and shutting down. Every answer carries its request id (`x-request-id`), so a caller can quote
 * it and the log line can be found. From the moment the process is told to stop (`lifecycle.closing`, set by
 * serve.ts on SIGTERM, or by `app.close()` itself) every request that reaches the app is still answered — it
 * was sent before the listener closed — with `Connection: close`, so no kept-alive connection holds the
 * process open until its keep-alive timeout.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const lifecycle = { closing: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => {
      lifecycle.closing = true;
    });
    // Callback hooks, not async ones: they run on every request, and an async hook costs a promise and a turn.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.closing) reply.header('Connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
