import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationPickers, type LocationPickersProps } from './location-pickers';

function renderPickers(overrides: Partial<LocationPickersProps> = {}) {
  const onFieldChange = vi.fn();
  const onFieldBlur = vi.fn();
  render(
    <LocationPickers
      values={{ country: 'Pakistan', province: '', city: '' }}
      countries={['Pakistan', 'United Arab Emirates']}
      provinces={['Punjab', 'Sindh']}
      cities={[]}
      onFieldChange={onFieldChange}
      onFieldBlur={onFieldBlur}
      {...overrides}
    />,
  );
  return { onFieldChange, onFieldBlur };
}

describe('LocationPickers', () => {
  it('offers countries and provinces as lists and raises each choice', async () => {
    const { onFieldChange, onFieldBlur } = renderPickers();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Pakistan');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Sindh');
    expect(onFieldChange).toHaveBeenCalledWith('province', 'Sindh');
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.tab();
    expect(onFieldBlur).toHaveBeenCalledWith('country');
  });

  it('lists countries the shop does not deliver to as "not yet", greyed out and not selectable', async () => {
    const { onFieldChange } = renderPickers();
    const abroad = screen.getByRole('option', { name: 'United Arab Emirates (not yet)' });
    expect(abroad).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Pakistan' })).toBeEnabled();
    // Trying to choose it anyway changes nothing: user-event, like a browser, skips a disabled option.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Arab Emirates');
    expect(onFieldChange).not.toHaveBeenCalledWith('country', 'United Arab Emirates');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Pakistan');
  });

  it('suggests cities but takes any town typed', async () => {
    const { onFieldChange } = renderPickers({
      values: { country: 'Pakistan', province: 'Punjab', city: '' },
      cities: ['Lahore', 'Multan'],
    });
    const city = screen.getByRole('combobox', { name: 'City' });
    const suggestions = document.getElementById(city.getAttribute('list') ?? '');
    expect(suggestions?.querySelectorAll('option')).toHaveLength(2);
    await userEvent.type(city, 'K');
    expect(onFieldChange).toHaveBeenCalledWith('city', 'K');
  });

  it('shows a disabled list while loading, and a text field when there is no list', () => {
    renderPickers({ provinces: null, cities: null });
    expect(screen.getByRole('combobox', { name: 'Province' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Loading…');
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('list');
  });

  it('lets the shopper type a province where no list exists', () => {
    renderPickers({ provinces: [] });
    expect(screen.getByRole('textbox', { name: 'Province' })).toBeInTheDocument();
  });

  it('shows the errors of touched fields only', () => {
    renderPickers({
      values: { country: 'Pakistan', province: '', city: '' },
      errors: { province: 'Province field is required.', city: 'City field is required.' },
      touched: { province: true },
    });
    expect(screen.getByText('Province field is required.')).toBeVisible();
    expect(screen.queryByText('City field is required.')).not.toBeInTheDocument();
  });
});
