/**
 * Issue 10 item 1: what a hostile spreadsheet does to the import's reader. Each scenario runs
 * in its own child process (an out-of-memory crash is a result, not the end of the bench):
 * time, longest event-loop stall, RSS growth, the longest cell the reader hands on, and how
 * it ended. `node --import tsx bench/xlsx-limits.ts [reader module]` (default: the current
 * server/src/modules/question-bank/sheet-reader.ts; pass an older copy to compare).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import {
  HEADER_CELLS,
  inlineRow,
  part,
  repeatedPart,
  SHEET_HEAD,
  SHEET_TAIL,
  SST_HEAD,
  workbookParts,
  zip,
} from '../server/test/xlsx-fixtures';

const MB = 1 << 20;
const row2 = inlineRow(2, ['Q?', 'a', 'b', 'c', 'd', 'A', 'criminal-law', 'Criminal Law Book 2', 'basic']);
const sheet = (rows: string) =>
  part('xl/worksheets/sheet1.xml', SHEET_HEAD + inlineRow(1, HEADER_CELLS) + rows + SHEET_TAIL);

const scenarios: Record<string, () => Buffer> = {
  /** Shared strings that unpack to 4.5 GB, the zip headers saying 1 MB (as the probe's file). */
  'bomb-4.5GB': () =>
    zip([
      ...workbookParts(),
      {
        ...repeatedPart('xl/sharedStrings.xml', `${SST_HEAD}<si><t>`, 'a', 4608 * MB, '</t></si></sst>'),
        declaredSize: MB,
      },
      sheet(row2),
    ]),
  /** One 400 MB shared string used as the question cell. */
  'cell-400MB': () =>
    zip([
      ...workbookParts(),
      repeatedPart('xl/sharedStrings.xml', `${SST_HEAD}<si><t>`, 'x', 400 * MB, '</t></si></sst>'),
      sheet(
        row2.replace(/<c r="A2" t="inlineStr"><is><t>Q\?<\/t><\/is><\/c>/, '<c r="A2" t="s"><v>0</v></c>'),
      ),
    ]),
  /** Two million (empty) rows. */
  'rows-2M': () =>
    zip([
      ...workbookParts(),
      repeatedPart(
        'xl/worksheets/sheet1.xml',
        SHEET_HEAD + inlineRow(1, HEADER_CELLS),
        '<row/>',
        2_000_000,
        SHEET_TAIL,
      ),
    ]),
};

async function runOne(name: string, readerPath: string) {
  const file = scenarios[name]!();
  const reader = await import(readerPath);
  const rss0 = process.memoryUsage().rss;
  let rssMax = rss0;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, process.memoryUsage().rss);
  }, 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let rows = 0;
  let longest = 0;
  const seen = (r: Record<string, string>) => {
    rows++;
    for (const v of Object.values(r)) longest = Math.max(longest, v.length);
  };
  const started = performance.now();
  let outcome = 'read';
  try {
    const out = await reader.readQuestionRows(
      'q.xlsx',
      Readable.from([file]),
      (r: { cells: Record<string, string> }) => seen(r.cells),
    );
    if (Array.isArray(out)) out.forEach(seen);
  } catch (err) {
    outcome = `refused: ${(err as Error).message}`;
  }
  loop.disable();
  clearInterval(sampler);
  console.log(
    JSON.stringify({
      scenario: name,
      file_kb: Math.round(file.length / 1024),
      ms: Math.round(performance.now() - started),
      max_loop_stall_ms: Math.round(loop.max / 1e6),
      rss_growth_mb: Math.round((rssMax - rss0) / MB),
      rows,
      longest_cell_chars: longest,
      outcome,
    }),
  );
}

const [mode, a, b] = process.argv.slice(2);
if (mode === 'one') {
  await runOne(a!, b!);
} else {
  const reader = mode
    ? path.resolve(mode)
    : new URL('../server/src/modules/question-bank/sheet-reader.ts', import.meta.url).pathname;
  for (const name of Object.keys(scenarios)) {
    try {
      process.stdout.write(
        execFileSync(
          process.execPath,
          ['--import', 'tsx', new URL(import.meta.url).pathname, 'one', name, reader],
          {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
            timeout: 300_000,
          },
        ),
      );
    } catch (err) {
      const e = err as { status: number | null; signal: string | null; stderr: string };
      const why =
        /heap out of memory|Invalid string length/.exec(e.stderr ?? '')?.[0] ??
        e.signal ??
        `exit ${e.status}`;
      console.log(JSON.stringify({ scenario: name, outcome: `process died: ${why}` }));
    }
  }
}
