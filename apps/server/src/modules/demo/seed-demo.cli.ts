import { parseArgs } from 'node:util';
import pino from 'pino';
import { createAppContext } from '../../bootstrap.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_EMAIL } from './demo-world.domain.ts';
import { seedDemo } from './seed-demo.usecase.ts';
import { formatSeedSummary } from './seed-demo-summary.presenter.ts';

/**
 * `npm run seed:demo -- --skus 300 --days 730 [--products N] [--seed 42] [--email x]`: a new
 * demo organisation on the configured database (DATABASE_URL, else PGlite in DATA_DIR).
 */
const { values } = parseArgs({
  options: {
    skus: { type: 'string', default: '300' },
    days: { type: 'string', default: '730' },
    products: { type: 'string' },
    seed: { type: 'string', default: '42' },
    email: { type: 'string', default: DEMO_EMAIL },
  },
});

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number of at least 1`);
  return number;
}

const config = loadConfig();
const log = pino({ level: 'warn' });
const ctx = await createAppContext({ config, log });
try {
  const result = await seedDemo({
    db: ctx.db,
    options: {
      skus: positive('skus', values.skus) ?? 300,
      days: positive('days', values.days) ?? 730,
      products: positive('products', values.products),
      seed: Number(values.seed),
      email: values.email,
    },
  });
  const where =
    ctx.database.driver === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Seeded on ${where}.`);
  console.log(formatSeedSummary(result));
} finally {
  await ctx.database.close();
}
