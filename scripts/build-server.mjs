// `npm run build:server`: compiles the API server (server/main.ts and everything it imports from server/ and
// src/engine) into one CommonJS file, dist-server/main.js, so `npm start` runs plain JavaScript under
// NODE_ENV=production with no TypeScript compiler loaded. npm packages stay external (required from
// node_modules at run time: better-sqlite3 is native, and the others are already JavaScript).
// esbuild is tsx's own compiler (a dependency of a dependency): nothing is added to package.json for it.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = join(root, 'dist-server');
const OUT_FILE = join(SERVER_OUT_DIR, 'main.js');
/** The source files the last build read (esbuild's metafile), for the staleness check. */
const INPUTS_FILE = join(SERVER_OUT_DIR, 'inputs.json');

/**
 * The server finds schemas/, public/ and its data folder from `__dirname` (e.g. config.ts's `resolve(__dirname,
 * '..')`). In one bundle every module would see dist-server/ instead, so each project file's `__dirname` becomes
 * the folder it had in the source tree, written relative to the bundle: the project can move as a whole.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('__dirname')) return { contents: source, loader: 'ts' };
      const fromBundle = relative(SERVER_OUT_DIR, dirname(args.path)).split(sep).join('/');
      const replaced = source.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${JSON.stringify(fromBundle)})`);
      return { contents: replaced, loader: 'ts' };
    });
  },
};

/** True when dist-server/main.js is missing or a file it was built from (or the lock file) changed since. */
export function serverIsStale() {
  if (!existsSync(OUT_FILE) || !existsSync(INPUTS_FILE)) return true;
  const builtAt = statSync(OUT_FILE).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(INPUTS_FILE, 'utf8'));
  } catch {
    return true;
  }
  return [...inputs, 'package-lock.json'].some((p) => {
    const file = join(root, p);
    return !existsSync(file) || statSync(file).mtimeMs > builtAt;
  });
}

/** Builds dist-server/main.js (and its source map); files are written under a temporary name and renamed. */
export async function buildServer() {
  const { build, stop } = await import('esbuild');
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: OUT_FILE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [sourceDirname],
  });
  // esbuild keeps a helper process for further builds; `npm start` builds once and runs for days.
  await stop();
  mkdirSync(SERVER_OUT_DIR, { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.startsWith('node_modules/'));
  const outputs = [
    { path: INPUTS_FILE, contents: `${JSON.stringify(inputs, null, 1)}\n` },
    // The bundle last: its mtime is the build time the staleness check compares with.
    ...[...result.outputFiles].sort((a, b) => Number(a.path === OUT_FILE) - Number(b.path === OUT_FILE)),
  ];
  for (const file of outputs) {
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return { file: OUT_FILE, inputs: inputs.length, ms: Date.now() - started };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check-stale')) process.exit(serverIsStale() ? 1 : 0);
  const built = await buildServer();
  console.log(`Server compiled to ${relative(root, built.file)} from ${built.inputs} source files in ${built.ms} ms`);
}
