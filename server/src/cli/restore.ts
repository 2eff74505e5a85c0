/**
 * npm run restore -- backup.json [--confirm RESTORE]
 * Replaces every backed-up table with the file's rows (one transaction), e.g. on a fresh
 * install. Without --confirm it asks for the word RESTORE on the terminal. Passwords are not
 * in backups: an account keeps the password of the account with its email in this database
 * (the first administrator's), the others use "Forgot password".
 */
import fs from 'node:fs';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { RESTORE_CONFIRMATION } from '@core/schemas/data';
import { loadConfig } from '../config';
import { openDatabaseForCli } from '../db/open';
import { restoreFile } from '../modules/data/data.service';

async function main() {
  const { values, positionals } = parseArgs({
    options: { confirm: { type: 'string' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || !fs.existsSync(file)) {
    console.error('Usage: npm run restore -- backup.json [--confirm RESTORE]');
    process.exit(2);
  }
  let confirm = values.confirm;
  if (!confirm) {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    confirm = await rl.question(
      `This replaces the data of this install with ${file}. Type ${RESTORE_CONFIRMATION} to go on: `,
    );
    rl.close();
  }
  if (confirm.trim() !== RESTORE_CONFIRMATION) {
    console.error('Not confirmed: nothing was restored.');
    process.exit(1);
  }
  const database = await openDatabaseForCli(loadConfig());
  try {
    const result = await restoreFile(database.db, null, file);
    const rows = Object.values(result.row_counts).reduce((a, b) => a + b, 0);
    console.log(`Restored ${rows} rows from the backup of ${result.backup_created_at}.`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
