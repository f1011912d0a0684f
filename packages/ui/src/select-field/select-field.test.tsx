import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const provinces = [
  { value: 'Punjab', label: 'Punjab' },
  { value: 'Sindh', label: 'Sindh' },
];

describe('SelectField', () => {
  it('is found by its label and raises the chosen value', async () => {
    const onValueChange = vi.fn();
    render(
      <SelectField
        label="Province"
        value=""
        placeholder="Select a province"
        options={provinces}
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveDisplayValue('Select a province');
    await userEvent.selectOptions(select, 'Sindh');
    expect(onValueChange).toHaveBeenCalledWith('Sindh');
  });

  it('keeps a value that is not among the options', () => {
    render(
      <SelectField label="Province" value="Federal Capital" options={provinces} onValueChange={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Federal Capital');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('shows its error and marks the field invalid', () => {
    render(
      <SelectField
        label="Province"
        value=""
        options={provinces}
        onValueChange={() => {}}
        error="Province field is required."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Province field is required.');
  });
});
