// `npm start`: build the web app and the compiled server when missing or older than their sources, then run
// the compiled server (dist-server/main.js) with NODE_ENV=production: plain JavaScript, no TypeScript
// compiler at run time. The server migrates and seeds the database on first start; WORKERS=N starts N API
// processes. SIGTERM and SIGINT are passed on, so the server shuts down gracefully.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { buildServer, serverIsStale } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'fonts') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when dist/ is missing or any source of the web app changed after the last build. */
export function webAppIsStale() {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'schemas/brands'].map((p) => join(root, p));
  return sources.some((p) => newestMtime(p) > builtAt);
}

if (process.argv.includes('--check-stale')) {
  process.exit(webAppIsStale() ? 1 : 0);
}

if (webAppIsStale()) {
  console.log('Building the web app and the server (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (serverIsStale()) {
  console.log('Compiling the server (first start or sources changed)…');
  await buildServer();
}
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist-server', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
