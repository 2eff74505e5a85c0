/**
 * npm run lint:content [-- file.csv …]: lints the question bank and prints every finding
 * with file and line, then the bank's figures. Exit code 1 when anything is found.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bankFigures } from './figures';
import { formatFinding, lintBank, lintFile, readItems } from './question-lint';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../questions');
const only = process.argv.slice(2);

const report = only.length
  ? (() => {
      const items = only.flatMap((f) => readItems(path.resolve(f)));
      const findings = only.flatMap((f) => lintFile(path.basename(f), readItems(path.resolve(f))));
      return { items, findings };
    })()
  : lintBank(dir);

for (const f of report.findings) console.log(formatFinding(f));
console.log(bankFigures(report.items));
console.log(`${report.findings.length} finding(s) in ${report.items.length} items`);
process.exit(report.findings.length ? 1 : 0);
