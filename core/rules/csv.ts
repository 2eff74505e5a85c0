/**
 * Cells the app writes to CSV or Excel files (templates, row-error reports, backups): a text
 * that starts like a formula (=, +, -, @, tab, CR) gets a leading apostrophe, so a spreadsheet
 * shows it as text instead of running it; the import strips that apostrophe again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes escapeFormula on an imported cell. */
export function unescapeFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function csvField(value: string | number | null | undefined): string {
  const text = escapeFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends), every text cell formula-escaped. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
