import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FormField } from './form-field';

/** A field holding its own value, as a form's hook does. */
function Field(props: { multiline?: boolean; rows?: number; minRows?: number }) {
  const [value, setValue] = useState('');
  return (
    <FormField
      name="message"
      label="Project Details"
      value={value}
      onValueChange={(_name, typed) => setValue(typed)}
      {...props}
    />
  );
}

describe('FormField', () => {
  it('draws a fixed-height text as the browser’s own textarea of its rows, nothing measuring it', async () => {
    const { container } = renderWithProviders(<Field multiline rows={4} />);
    const textarea = screen.getByRole('textbox', { name: /project details/i });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    // MUI's autosizing textarea measures with a hidden second one.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);

    await userEvent.type(textarea, 'Line one{Enter}line two');
    expect(textarea).toHaveValue('Line one\nline two');
  });

  it('keeps a text that grows with what is typed in MUI’s autosizing textarea', () => {
    const { container } = renderWithProviders(<Field multiline minRows={2} />);
    expect(screen.getByRole('textbox', { name: /project details/i }).tagName).toBe('TEXTAREA');
    expect(container.querySelectorAll('textarea')).toHaveLength(2);
  });
});
