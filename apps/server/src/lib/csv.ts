export type CsvValue = string | number | null;

/** Full-width signs too, which some spreadsheets read as the same. */
const FORMULA = /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/** A member's name must never become a formula on the accountant's machine. */
export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A byte-order mark, so spreadsheets read Marathi and Tamil names as UTF-8. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return `\ufeff${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
