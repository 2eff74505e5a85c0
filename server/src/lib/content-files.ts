import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/** Reading the repository's content/ directory (the demo seed). */

/** A JSON file parsed through its schema, or null when it does not exist. */
export function readJson<T>(file: string, schema: z.ZodType<T>): T | null {
  if (!fs.existsSync(file)) return null;
  return schema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** A file inside `dir`, or null when the name escapes it or the file is missing. */
export function fileIn(dir: string, name: string | null | undefined): string | null {
  if (!name) return null;
  const full = path.resolve(dir, name);
  if (!full.startsWith(path.resolve(dir) + path.sep) || !fs.existsSync(full)) return null;
  return full;
}
