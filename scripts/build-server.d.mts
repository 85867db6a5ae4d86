// Types of build-server.mjs for the TypeScript scripts that import it (the bench starts the compiled server).
export declare const SERVER_OUT_DIR: string;
/** True when dist-server/main.js is missing or a file it was built from (or the lock file) changed since. */
export declare function serverIsStale(): boolean;
/** Builds dist-server/main.js (and its source map). */
export declare function buildServer(): Promise<void>;
