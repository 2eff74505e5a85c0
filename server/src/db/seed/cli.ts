/** npm run seed: the catalog, and demo content unless DEMO=false. Safe to run again. */
import { loadConfig } from '../../config';
import { openDatabaseForCli } from '../open';
import { seed } from './index';

const config = loadConfig();
const database = await openDatabaseForCli(config);
try {
  await seed(database.db, {
    demo: config.demo,
    dataDir: config.dataDir,
    log: console.log,
    print: console.log,
  });
  console.log(config.demo ? 'Catalog and demo content are in place.' : 'Catalog is in place (DEMO=false).');
} finally {
  await database.close();
}
