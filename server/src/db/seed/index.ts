import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalStorage, type Storage } from '../../modules/media/media.service';
import { seedDemoQuestions } from '../../modules/question-bank/question-bank.service';
import type { Db } from '../client';
import { seedCatalog } from './catalog';
import { seedReviewCenters, seedWelcomePost } from './community';
import { seedLecturesAndGuides } from './content';
import { seedDemoAccounts } from './demo-accounts';

export interface SeedOptions {
  demo: boolean;
  dataDir: string;
  log: (msg: string) => void;
  /** Prints once on the console (demo passwords); never the log. */
  print: (text: string) => void;
  /** Directory of the demo content; defaults to the repository's content/. */
  contentDir?: string;
  /** Where the demo files go; defaults to DATA_DIR/uploads. */
  storage?: Storage;
}

const repoContent = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

/**
 * Idempotent: the catalog always; demo content (review centers, questions, lectures,
 * study guides, demo accounts) only in demo mode. Running it twice adds nothing twice.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  await seedCatalog(db);
  if (!opts.demo) return;
  const contentDir = opts.contentDir ?? repoContent;
  await seedReviewCenters(db);
  await seedWelcomePost(db);
  const questions = await seedDemoQuestions(db, contentDir);
  if (questions.imported > 0 || questions.errors > 0) {
    opts.log(
      `Demo questions: ${questions.imported} imported, ${questions.skipped} already there, ${questions.errors} invalid`,
    );
  }
  const storage = opts.storage ?? createLocalStorage(path.join(opts.dataDir, 'uploads'));
  await seedLecturesAndGuides({ db, storage, log: opts.log }, contentDir);
  await seedDemoAccounts(db, opts.dataDir, opts.print);
}
