/**
 * The forms bench's build and sizes: one heavy job at a time on this shared machine, the bench
 * pages built into dist-bench when stale and served on loopback, and the JavaScript each engine's
 * page loads (its entry and static imports, gzip).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(__dirname, '..');
export const DIST_BENCH = join(ROOT, 'dist-bench');
const MANIFEST = join(DIST_BENCH, '.vite', 'manifest.json');
export const HEAVY_LOCK = '/tmp/tessera-heavy.lock';

export const ENGINES = ['tessera', 'rjsf', 'plain'] as const;
export type EngineName = (typeof ENGINES)[number];

// ---------------------------------------------------------------------------------------------
// Only one heavy job (build, browser) at a time on this shared machine, when flock exists.

export const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;

/** A command line wrapped in `flock` when it is available. */
export function heavy(command: string, args: string[]): [string, string[]] {
  return hasFlock ? ['flock', [HEAVY_LOCK, command, ...args]] : [command, args];
}

/** Runs `fn` holding the heavy-job lock (a `flock` child holds it until its stdin closes). */
export async function withHeavyLock<T>(what: string, fn: () => Promise<T>): Promise<T> {
  if (!hasFlock) return fn();
  const holder = spawn('flock', [HEAVY_LOCK, 'sh', '-c', 'echo locked; exec cat >/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const slow = setTimeout(() => console.log(`(waiting for ${HEAVY_LOCK} before the ${what}…)`), 2000);
  await new Promise<void>((res, rej) => {
    holder.stdout.once('data', () => res());
    holder.once('exit', (code) => rej(new Error(`flock exited (${code}) before taking the lock`)));
  });
  clearTimeout(slow);
  try {
    return await fn();
  } finally {
    holder.stdin.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Build (when stale) and serve dist-bench on loopback.

export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) if (entry !== 'node_modules') newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds bench/ into dist-bench/ when missing or older than its sources (bench, src, schemas, lock file). */
export function buildBenchIfStale(): void {
  const builtAt = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0;
  const sources = ['bench', 'src', 'schemas/forms', 'package-lock.json'].map((p) => join(ROOT, p));
  if (builtAt && !sources.some((p) => newestMtime(p) > builtAt)) return;
  console.log('Building the forms bench (bench/ → dist-bench/, production)…');
  const [cmd, args] = heavy(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '-c', 'bench/vite.config.ts']);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  if (r.status !== 0) throw new Error('the forms bench did not build');
}

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '');
    const file = join(dir, path);
    if (!file.startsWith(dir + sep) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    res.end(readFileSync(file));
  });
  return new Promise((res) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      res({ server, base: `http://127.0.0.1:${port}` });
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Sizes: the JavaScript each engine's page loads (its entry and static imports, gzip).

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; src?: string }>;

export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key].imports ?? []) staticClosure(manifest, i, seen);
  return seen;
}

export function engineSizes(): { sizes: Record<EngineName, number>; common: number; closures: Record<EngineName, Set<string>> } {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const gz = (key: string) => gzipSync(readFileSync(join(DIST_BENCH, manifest[key].file))).length;
  const closures = Object.fromEntries(ENGINES.map((e) => [e, staticClosure(manifest, `${e}.html`)])) as Record<EngineName, Set<string>>;
  const sizes = Object.fromEntries(ENGINES.map((e) => [e, [...closures[e]].reduce((s, k) => s + gz(k), 0)])) as Record<EngineName, number>;
  const common = [...closures.plain].filter((k) => closures.tessera.has(k) && closures.rjsf.has(k)).reduce((s, k) => s + gz(k), 0);
  return { sizes, common, closures };
}

/** The chunks (files) of dist-bench that the RJSF page loads, for the login check's control. */
export function rjsfBenchChunks(): string[] {
  if (!existsSync(MANIFEST)) return [];
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  return [...staticClosure(manifest, 'rjsf.html')].map((k) => join(DIST_BENCH, manifest[k].file));
}
