/**
 * The row a statement must produce: an insert's `returning`, a count, or a row read back in the
 * same request that wrote it. Getting none is a broken invariant (a bug, answered 500 and
 * logged), never the client's doing; missing rows a client can cause are checked where they occur.
 */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected a row from ${what}, got none.`);
  return row;
}
