import fp from 'fastify-plugin';
import { changeFeedOf, type ChangeFeed } from '../db/changeFeed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes committed by any node (PostgreSQL LISTEN/NOTIFY; never listening on SQLite). */
    changes: ChangeFeed;
  }
}

/** This node's change feed: subscribed to by plugins and services when built, listening once the app is ready. */
export const changeFeedPlugin = fp(
  async (app) => {
    const feed = changeFeedOf(app.db, (message) => app.log.warn(message));
    app.decorate('changes', feed);
    app.addHook('onReady', () => feed.start());
    app.addHook('onClose', () => feed.close());
  },
  { name: 'change-feed' },
);
