/**
 * A dealer's spreadsheet saved as CSV: `;` (Excel in pt-BR) or `,` as the separator, chosen by the
 * header line; quoted cells may hold separators, line breaks and doubled quotes.
 */
export function parseCsv(content: string): { headers: string[]; rows: { line: number; cells: string[] }[] } {
  const text = content.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: startLine, cells });
      cells = [];
      cell = '';
      line++;
      startLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: startLine, cells });
  }
  const nonEmpty = records.filter((record) => record.cells.some((value) => value.trim() !== ''));
  const [header, ...rows] = nonEmpty;
  return { headers: header?.cells.map((name) => name.trim()) ?? [], rows };
}
