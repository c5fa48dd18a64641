import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a th scope="row"): on a phone it is the card's title. */
  rowHeader?: boolean;
}

interface Props<T> {
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowTestId?: string;
}

/**
 * A table on a wide screen that turns into one card per row on a phone, each value labelled with
 * its column's header. The roles are written out so screen readers keep reading a table when the
 * phone layout changes how its parts are displayed. Where the columns are wider than the screen
 * the table scrolls sideways in a focusable region named by the caption.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowTestId }: Props<T>) {
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.id} scope="col" role="columnheader">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" data-testid={rowTestId}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.id} scope="row" role="rowheader">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.id} role="cell" data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  @media (max-width: 719px) {
    overflow-x: visible;
    border: 0;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  th,
  td {
    white-space: nowrap;
  }
  tbody th {
    font-weight: 400;
  }
  @media (max-width: 719px) {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    caption {
      display: block;
      padding: 0 0 ${({ theme }) => theme.space.sm};
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.colors.surface};
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
    th,
    td {
      border: 0;
      padding: ${({ theme }) => theme.space.xs} 0;
    }
    th,
    td {
      white-space: normal;
    }
    td {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: ${({ theme }) => theme.space.sm};
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;
