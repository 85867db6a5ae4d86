import type { Config } from '../config';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { isSeeded, seedBrands, seedDemo } from './seed/demo';

/** Opens, migrates and (on first start) seeds the database named by the configuration. */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'seed'>, today?: Date): Promise<Db> {
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  if (!(await isSeeded(db))) {
    if (config.seed === 'demo') await seedDemo(db, today);
    else await seedBrands(db.kysely);
  }
  return db;
}
