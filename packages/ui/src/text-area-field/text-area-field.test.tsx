import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="Reason"
      hint="The shopper is e-mailed this."
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value.length > 5 ? 'The reason can be at most 5 characters.' : undefined}
      required
    />
  );
}

describe('TextAreaField', () => {
  it('is named by its label, described by its hint, and announces its error as it appears', async () => {
    render(<Controlled />);
    const area = screen.getByRole('textbox', { name: /Reason/ });
    expect(area).toHaveAccessibleDescription('The shopper is e-mailed this.');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toBeRequired();
    await userEvent.type(area, 'Out of{Enter}stock');
    expect(area).toHaveValue('Out of\nstock');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(/The reason can be at most 5 characters\./);
  });
});
