import type { AdminCardRule } from '@bookshop/domain';
import { CATALOGUE_FORM_MESSAGES } from '@bookshop/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderCatalogue } from '../test/catalogue-test-utils';

const hbl: AdminCardRule = {
  id: 1,
  bank_name: 'HBL',
  bin: '45781234',
  discount_type: 'percentage',
  discount_value: 10,
  discount_limit: 500,
  rule_enabled: true,
  bank_logo: '/bank-logos/HBL.svg',
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

describe('CardRulesPage', () => {
  it('adds a rule checked by the server schema and uploads its bank logo', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined }),
    );
    const meezan = {
      ...hbl,
      id: 2,
      bank_name: 'Meezan Bank',
      bin: '532512',
      discount_type: 'value' as const,
      discount_value: 150,
      discount_limit: 1000,
    };
    let rules = [hbl];
    const sent = fakeServer({
      'GET /api/admin/catalogue/card-rules': () => ({ body: { data: { rules } } }),
      'POST /api/admin/catalogue/card-rules': () => {
        rules = [hbl, meezan];
        return { status: 201, body: { data: { rule: meezan } } };
      },
      'POST /api/admin/catalogue/card-rules/2/logo': {
        body: { data: { rule: { ...meezan, bank_logo: '/bank-logos/meezan-2.webp' } } },
      },
    });
    renderCatalogue('/catalogue/card-rules');
    expect(await screen.findByText('10% a book, up to Rs. 500 an order')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Bank name/ }), 'Meezan Bank');
    await userEvent.type(screen.getByRole('textbox', { name: /BIN/ }), '5325');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Discount type' }), 'Rupees per book');
    await userEvent.type(screen.getByRole('textbox', { name: /Discount \(Rs\. per book\)/ }), '150');
    await userEvent.type(screen.getByRole('textbox', { name: /Limit per order/ }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(CATALOGUE_FORM_MESSAGES.binInvalid)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /BIN/ }), '12');
    await userEvent.upload(
      screen.getByLabelText('Bank logo'),
      new File([new Uint8Array(10)], 'meezan.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('The Meezan Bank rule is added.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bank-card discount rules' });
    expect(await within(table).findByText('Meezan Bank')).toBeInTheDocument();
    expect(
      sent.find((request) => request.path === '/api/admin/catalogue/card-rules' && request.method === 'POST')
        ?.body,
    ).toEqual({
      bank_name: 'Meezan Bank',
      bin: '532512',
      discount_type: 'value',
      discount_value: '150',
      discount_limit: '1000',
      rule_enabled: true,
    });
    expect(sent.find((request) => request.path.endsWith('/logo'))?.files.logo).toMatchObject({
      type: 'image/png',
      size: 10,
    });
  });

  it('disables and enables a rule, and removes one after asking', async () => {
    let rule = hbl;
    const sent = fakeServer({
      'GET /api/admin/catalogue/card-rules': () => ({ body: { data: { rules: [rule] } } }),
      'POST /api/admin/catalogue/card-rules/1/disable': () => {
        rule = { ...hbl, rule_enabled: false };
        return { body: { data: { rule } } };
      },
      'DELETE /api/admin/catalogue/card-rules/1': { body: { success: true } },
    });
    renderCatalogue('/catalogue/card-rules');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable the HBL rule 45781234' }));
    expect(await screen.findByText('The HBL rule is disabled.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable the HBL rule 45781234' })).toBeInTheDocument();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the HBL rule 45781234' }));
    expect(confirm).toHaveBeenCalledWith('Remove the HBL rule for cards starting 45781234?');
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the HBL rule 45781234' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
  });
});
