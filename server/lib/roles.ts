// The roles live in the engine (one module for browser and server); this path is kept only for
// server/routes/watchlist.ts, whose owner switches it to '@/engine/session/roles'.
export { isAdviserRole, isClientRole, type Role } from '@/engine/session/roles';
