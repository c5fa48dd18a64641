// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { Field } from './field';
import { Field as LegacyField, Label } from './components';

afterEach(cleanup);
const themed = (node: ReactNode) => render(<ThemeProvider theme={createTheme('light')}>{node}</ThemeProvider>);

describe('field', () => {
  it('when a field has a label and a hint, then the control is named by the label and described by the hint', () => {
    themed(
      <Field label="Transcript" hint="Type what you said">
        <textarea />
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Transcript' });
    expect(control.getAttribute('aria-describedby')).toBe(screen.getByText('Type what you said').id);
    expect(control.getAttribute('aria-invalid')).toBeNull();
  });
  it('when a field has an error, then the control is invalid, described by it too, and the error is an alert', () => {
    themed(
      <Field label="Email" hint="Work address" error="Enter an email">
        <input aria-describedby="extra" />
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Email' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter an email');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')?.split(' ')).toEqual(['extra', screen.getByText('Work address').id, alert.id]);
  });
  it('when a screen still builds its field by hand, then the styled parts from components work', () => {
    themed(
      <LegacyField>
        <Label htmlFor="n">Name</Label>
        <input id="n" />
      </LegacyField>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });
});
