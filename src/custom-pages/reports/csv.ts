/** CSV as Brazilian spreadsheets open it: `;` between cells, CRLF lines, a UTF-8 byte order mark. */
const BOM = '\uFEFF';

const cell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function toCsv(
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const lines = [headers, ...rows].map((line) => line.map(cell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
