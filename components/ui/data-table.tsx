/**
 * A list as a table from 640 px (scrolling sideways inside its box rather than squeezing its
 * columns); below 640 px each row is a card of "label: value" lines, the labels being the column
 * heads (passed to globals.css as --col-N). A row with a cell spanning columns (a second line of
 * the same record) keeps its cells unlabelled. Links and buttons in the cells stay as they are.
 */
export function DataTable({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  const labels = Object.fromEntries(head.map((label, i) => [`--col-${i + 1}`, JSON.stringify(label)]));
  return (
    <div className="data-table rounded-xl bg-white shadow-sm ring-1 ring-stone-200 sm:overflow-x-auto">
      <table className="w-full text-left text-sm sm:min-w-[36rem]" style={labels}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <div className="rounded-xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">{children}</div>;
}
