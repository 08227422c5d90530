import type { ComponentProps } from 'react';

export function DataTable({
  caption,
  columns,
  children,
  ...table
}: ComponentProps<'table'> & { caption: string; columns: string[] }) {
  return (
    <table {...table}>
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
      <tbody>{children}</tbody>
    </table>
  );
}
