import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField, phoneCharacters } from './phone-field';

function Controlled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      name="phone"
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('phoneCharacters', () => {
  it('keeps digits, plus, spaces, dashes and brackets only', () => {
    expect(phoneCharacters('+92 (300) 123-4567')).toBe('+92 (300) 123-4567');
    expect(phoneCharacters('0300abc1234567!')).toBe('03001234567');
  });
});

describe('PhoneField', () => {
  it('is a telephone field named Phone with the expected form as hint', () => {
    render(<PhoneField value="" onValueChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAccessibleDescription('Pakistani mobile number, e.g. 0300 1234567');
  });

  it('ignores letters typed into it', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '0300-12a34567');
    expect(input).toHaveValue('0300-1234567');
  });

  it('shows its error', () => {
    render(<PhoneField value="123" onValueChange={() => {}} error="Invalid phone number" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Pakistani mobile number, e.g. 0300 1234567 Invalid phone number',
    );
  });
});
