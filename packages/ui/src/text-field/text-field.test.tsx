import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Controlled() {
  const [value, setValue] = useState('');
  return <TextField label="Email" name="email" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('TextField', () => {
  it('is found by its label and takes typing', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'amna@example.pk');
    expect(input).toHaveValue('amna@example.pk');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows the error, marks the field invalid and links the message to it', () => {
    render(<TextField label="Email" error="The email field is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The email field is required.');
    expect(screen.getByText('The email field is required.')).toBeVisible();
  });

  it('describes the field with both hint and error', () => {
    render(
      <TextField
        label="Phone"
        type="tel"
        hint="A mobile number, e.g. 0300 1234567"
        error="Invalid phone number"
        aria-describedby="extra"
      />,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(input).toHaveAccessibleDescription('A mobile number, e.g. 0300 1234567 Invalid phone number');
  });

  it('marks required fields', () => {
    render(<TextField label="City" required id="city" />);
    const input = screen.getByRole('textbox', { name: /City/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('id', 'city');
  });
});
