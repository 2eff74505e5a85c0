import type { Db } from '../client';
import { seedCatalog } from './catalog';
import { seedReviewCenters, seedWelcomePost } from './community';

export interface SeedOptions {
  demo: boolean;
  dataDir: string;
  log: (msg: string) => void;
  /** Prints once on the console (demo passwords); never the log. */
  print: (text: string) => void;
}

/**
 * Idempotent: the catalog always; demo content (review centers, questions, lectures,
 * study guides, demo accounts) only in demo mode. Running it twice adds nothing twice.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  await seedCatalog(db);
  if (!opts.demo) return;
  await seedReviewCenters(db);
  await seedWelcomePost(db);
}
