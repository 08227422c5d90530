/** A data table's hidden caption and its row of column headers. */
export function TableHead({ caption, columns }: { caption: string; columns: string[] }) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={`${index}-${column}`} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
