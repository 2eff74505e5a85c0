import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { importQuestionFile } from './question-import';

export interface SeedQuestionsReport {
  files: { file: string; imported: number; skipped: number; errors: { row: number; error: string }[] }[];
  imported: number;
  skipped: number;
  errors: number;
}

/** The question CSV files of the demo content (content/questions/*.csv), sorted by name. */
export function questionFiles(contentDir: string): string[] {
  const dir = fs.existsSync(path.join(contentDir, 'questions'))
    ? path.join(contentDir, 'questions')
    : contentDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith('.csv'))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Imports every demo question file through the admin bulk-import path. Idempotent: a row
 * already in the bank (same test, same text) is skipped, so running the seed twice adds
 * nothing twice.
 */
export async function seedDemoQuestions(db: Db, contentDir: string): Promise<SeedQuestionsReport> {
  const report: SeedQuestionsReport = { files: [], imported: 0, skipped: 0, errors: 0 };
  for (const file of questionFiles(contentDir)) {
    const result = await importQuestionFile(db, {
      fileName: path.basename(file),
      source: fs.createReadStream(file),
      skipExisting: true,
    });
    report.files.push({
      file: path.basename(file),
      imported: result.success_count,
      skipped: result.skipped_rows,
      errors: result.errors.map((e) => ({ row: e.row, error: e.error })),
    });
    report.imported += result.success_count;
    report.skipped += result.skipped_rows;
    report.errors += result.error_count;
  }
  return report;
}
