import type ExcelJS from 'exceljs';
import { cellText } from './cells';

/**
 * The naming and ordering rules a template states in its notes: prefixes for key personnel
 * and contingent hires, 'TBD' for positions without a named person, and a sort order.
 * @example
 * namingRules(workbook) // { keyPrefix: 'Key – ', contingentPrefix: 'Contingent – ', tbd: 'TBD', sortByTaskArea: true, rules: [...] }
 */
export interface NamingRules {
  keyPrefix: string | null;
  contingentPrefix: string | null;
  tbd: string | null;
  sortByTaskArea: boolean;
  /** The rules found, in words, for the report. */
  rules: string[];
}

const QUOTE = '["“”\'‘’]';

/**
 * Reads the naming rules from every text of the workbook.
 * @example
 * namingRules(workbook).keyPrefix // 'Key – '
 */
export function namingRules(workbook: ExcelJS.Workbook): NamingRules {
  const texts: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const text = cellText(cell);
        if (text.length > 20 && !texts.includes(text)) texts.push(text);
      });
    });
  }
  const all = texts.join('\n');
  const prefix = (who: string) => {
    const m = new RegExp(`${who}[^\\n]*?with\\s*${QUOTE}\\s*(\\w+)\\s*([–—-])`, 'i').exec(all);
    return m ? `${m[1]} ${m[2] === '-' ? '–' : m[2]} ` : null;
  };
  const keyPrefix = prefix('names of key personnel');
  const contingentPrefix = prefix('names of contingent hires');
  const tbd = new RegExp(`use\\s*${QUOTE}\\s*TBD\\s*${QUOTE}`, 'i').test(all) ? 'TBD' : null;
  const sortByTaskArea = /sorted first by\s*\W*task area\W*\s*and then by\s*\W*labou?r category/i.test(all);
  const rules = [
    keyPrefix ? `Key personnel are named "${keyPrefix}TBD".` : '',
    contingentPrefix ? `Contingent hires would be prefixed "${contingentPrefix}" (the plan marks none).` : '',
    tbd ? 'Positions without a named person are "TBD".' : '',
    sortByTaskArea ? 'Rows are sorted by task area, then labour category.' : '',
  ].filter(Boolean);
  return { keyPrefix, contingentPrefix, tbd, sortByTaskArea, rules };
}
