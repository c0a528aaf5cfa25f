/**
 * npm run seed -- --boats N [--activities M] [--seed S] [--reset]
 * Seeds the database the server would open (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../connection.ts';
import { migrate } from '../migrate.ts';
import { DEFAULT_SEED, resetMarketplace, seedDemoMarketplace } from './seed.ts';

const { values } = parseArgs({
  options: {
    boats: { type: 'string' },
    activities: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('Usage: npm run seed -- --boats N [--activities M] [--seed S] [--reset]');
  process.exit(0);
}

const integer = (name: string, raw: string | undefined, fallback: number | undefined) => {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
};

const config = loadConfig();
const boats = integer('boats', values.boats, config.SEED_BOATS)!;
const activities = integer('activities', values.activities, undefined);
const seed = integer('seed', values.seed, DEFAULT_SEED);

const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  if (values.reset) {
    await resetMarketplace(db);
    console.log('reset: every marketplace table emptied');
  } else {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (rows[0].n > 0) {
      console.error('The database already has users. Run with --reset to replace everything with demo data.');
      process.exitCode = 1;
    }
  }
  if (process.exitCode !== 1) {
    const report = await seedDemoMarketplace(db, {
      boats,
      activities,
      seed,
      production: config.NODE_ENV === 'production',
      log: (message) => console.log(message),
    });
    const width = Math.max(...Object.keys(report.counts).map((t) => t.length));
    for (const [table, count] of Object.entries(report.counts))
      console.log(`${table.padEnd(width)}  ${count}`);
    for (const account of report.demoAccounts)
      console.log(`demo account #${account.id} ${account.role}: ${account.email}`);
    console.log(`seeded ${boats} boats on ${db.kind} in ${(report.milliseconds / 1000).toFixed(1)} s`);
  }
} finally {
  await db.close();
}
