/**
 * In-process timings of the client directory (issue 14 item 6), without HTTP: the bench's 100,000
 * generated clients on PostgreSQL, each of the bench's searches answered by clientDirectoryPage for
 * dmoadmin (every client of the brand) ROUNDS times in turn; prints the median and the worst per
 * search and the mean over all. HTTP figures on a shared 2-core machine are noisy; these show what
 * the service itself costs.
 *
 *   tsx scripts/benchDirectoryProbe.ts [--fresh] [--rounds=N] [--drop]
 *
 * The database (BENCH_DIRECTORY_DB, default tessera_directory_probe) is kept between runs so it is
 * generated once; --fresh makes it again, --drop removes it at the end.
 */
import { performance } from 'node:perf_hooks';
import type { SessionClaims } from '../server/plugins/auth';
import type { clientDirectoryPage as ClientDirectoryPage } from '../server/services/clientDirectory';
import type { ClientDirectorySort } from '../src/engine/clients/directory';
import { directoryDatabase, directoryQueries, dropDirectoryDatabase } from './benchDirectory';

const NAME = process.env.BENCH_DIRECTORY_DB ?? 'tessera_directory_probe';
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
const ROUNDS = Number(arg('rounds')?.split('=')[1] ?? 15);

async function main() {
  const url = await directoryDatabase(NAME, !arg('fresh'));
  const { openDatabase } = await import('../server/db/database');
  // BENCH_DIRECTORY_SERVICE=<module under server/services> times another version of the service (a before/after
  // comparison: e.g. `git show <commit>:server/services/clientDirectory.ts > server/services/clientDirectoryBefore.ts`).
  const { clientDirectoryPage } = (await import(`../server/services/${process.env.BENCH_DIRECTORY_SERVICE ?? 'clientDirectory'}`)) as {
    clientDirectoryPage: typeof ClientDirectoryPage;
  };
  const db = openDatabase(url);
  try {
    const admin = await db.kysely.selectFrom('users').selectAll().where('username', '=', 'dmoadmin').executeTakeFirstOrThrow();
    const session = { role: 'whitelabeladmin', nameid: String(admin.id) } as unknown as SessionClaims;
    const requests = directoryQueries().map((q) => {
      const p = new URL(q, 'http://x').searchParams;
      return {
        label: `${p.get('search') ?? '(none)'} ${p.get('sort')} p${p.get('page')}`,
        request: {
          search: p.get('search') ?? undefined,
          sort: (p.get('sort') ?? 'name') as ClientDirectorySort,
          page: Number(p.get('page')),
          pageSize: Number(p.get('pageSize')),
        },
      };
    });
    const times = requests.map(() => [] as number[]);
    const totals: number[] = [];
    let cpu = process.cpuUsage();
    for (let round = 0; round <= ROUNDS; round++)
      for (const [i, r] of requests.entries()) {
        // The warm-up round's CPU is not counted.
        if (round === 1 && i === 0) cpu = process.cpuUsage();
        const t = performance.now();
        const page = await clientDirectoryPage(db.kysely, session, admin.white_label_id, r.request);
        if (round > 0) times[i].push(performance.now() - t);
        if (round === ROUNDS) totals[i] = page.TotalCount;
      }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const [i, r] of requests.entries())
      console.log(
        `${r.label.padEnd(34)} total ${String(totals[i]).padStart(6)}  median ${median(times[i]).toFixed(1).padStart(6)} ms  worst ${Math.max(
          ...times[i],
        )
          .toFixed(1)
          .padStart(6)} ms`,
      );
    const all = times.flat();
    const used = process.cpuUsage(cpu);
    console.log(
      `mean over all ${all.length} requests: ${(all.reduce((s, x) => s + x, 0) / all.length).toFixed(1)} ms wall, of which this Node process's CPU ${((used.user + used.system) / 1000 / all.length).toFixed(1)} ms (the rest is PostgreSQL and waiting)`,
    );
  } finally {
    await db.close();
    if (arg('drop')) await dropDirectoryDatabase(NAME);
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
