import type { Key, ReactNode } from "react";

export interface Column<Row> {
  /** The column heading; below md it labels the value inside each card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** "truncate" keeps long values (file names) on one line in the table; "actions" keeps buttons together. */
  kind?: "truncate" | "actions";
}

/**
 * A data table where there is room for its columns; in less than 48rem of content width (a phone, or a tablet beside
 * the sidebar) every row is a card of label / value pairs (dashboard.css, a container query), so no column is cut off
 * and nothing scrolls sideways. The caption names the table for assistive technology.
 */
export function ResponsiveTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
}) {
  return (
    <table className="rtable">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                className={column.kind ? `rtable-${column.kind}` : undefined}
              >
                <div className="rtable-cell">{column.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
