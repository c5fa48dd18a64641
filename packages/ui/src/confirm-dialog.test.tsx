// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { ConfirmDialog } from './confirm-dialog';
import { createTheme } from './theme';

afterEach(cleanup);

function Harness({ onConfirm, pending = false }: { onConfirm: () => void; pending?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ThemeProvider theme={createTheme('dark')}>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete scenario?"
        description="Sessions already played keep their history."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        cancelLabel="Cancel"
        destructive
        pending={pending}
        onConfirm={onConfirm}
      />
    </ThemeProvider>
  );
}

describe('ConfirmDialog', () => {
  it('when it opens, then it is an alert dialog named by its title, described by its text, with Cancel focused', () => {
    render(<Harness onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete scenario?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Sessions already played keep their history.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('when Cancel is pressed, then it closes without confirming', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when the confirm button is pressed, then onConfirm runs', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('when Escape is pressed, then it closes without confirming', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when the action is pending, then the confirm button says so and neither button nor Escape acts', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} pending />);
    const confirm = screen.getByRole('button', { name: 'Deleting...' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
