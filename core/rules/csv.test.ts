import { describe, expect, it } from 'vitest';
import { escapeFormula, toCsv, unescapeFormula } from './csv';

describe('CSV export', () => {
  it('escapes cells that start like a formula and quotes what needs quoting', () => {
    expect(
      toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'plain, text', 'say "hi"', 3, null]]),
    ).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),"plain, text","say ""hi""",3,\r\n`);
  });

  it('round-trips through the import', () => {
    for (const v of ['=1+1', '-5 years', 'text', "'quoted"])
      expect(unescapeFormula(escapeFormula(v))).toBe(v);
  });
});
