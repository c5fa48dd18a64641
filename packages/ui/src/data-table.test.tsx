// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { DataTable, type DataColumn } from './data-table';
import { createTheme } from './theme';

afterEach(cleanup);

interface Person { id: number; name: string; streak: number }
const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, rowHeader: true },
  { id: 'streak', header: 'Streak', cell: (p) => `${p.streak} days` },
];

describe('DataTable', () => {
  it('when given rows, then it is a captioned table whose rows are named by their header cell and whose values carry their column for the phone layout', () => {
    render(
      <ThemeProvider theme={createTheme('light')}>
        <DataTable caption="Users" columns={columns} rows={[{ id: 1, name: 'Ada', streak: 3 }]} rowKey={(p) => p.id} rowTestId="user-row" />
      </ThemeProvider>,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Streak']);
    const row = screen.getByTestId('user-row');
    expect(within(row).getByRole('rowheader').textContent).toBe('Ada');
    expect(within(row).getByRole('cell').getAttribute('data-label')).toBe('Streak');
    expect(within(row).getByRole('cell').textContent).toBe('3 days');
  });
});
