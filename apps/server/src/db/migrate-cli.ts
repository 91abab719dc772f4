import { loadConfig } from '../config.ts';
import { databaseTargetFromConfig, openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const handle = await openDatabase(databaseTargetFromConfig(config));
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);
