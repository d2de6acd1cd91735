/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Rows (the heading first) as a CSV document with CRLF line ends, as spreadsheets expect. */
export const csv = (rows: string[][]) => rows.map((fields) => fields.map(csvField).join(",")).join("\r\n") + "\r\n";
