import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../text-field';
import { FormDialog } from './form-dialog';
import { type FormProps, fieldProps, shownError } from './form-props';

function renderForm(busy = false) {
  const onSubmit = vi.fn();
  render(
    <FormDialog open onClose={() => {}} title="Notify me" submitLabel="Send" busy={busy} onSubmit={onSubmit}>
      <TextField label="Email" name="email" />
    </FormDialog>,
  );
  return onSubmit;
}

describe('FormDialog', () => {
  it('submits by its button and by Enter, without the browser’s own validation', async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole('dialog', { name: 'Notify me' }).querySelector('form')).toHaveAttribute(
      'novalidate',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.pk{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does not submit twice while busy', async () => {
    const onSubmit = renderForm(true);
    await userEvent.click(screen.getByRole('button', { name: 'Please wait…' }));
    await userEvent.type(screen.getByLabelText('Email'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces a message about the whole form', () => {
    render(
      <FormDialog
        open
        onClose={() => {}}
        title="T"
        submitLabel="Go"
        onSubmit={() => {}}
        formError="Try later"
      >
        <span />
      </FormDialog>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Try later');
  });
});

describe('fieldProps', () => {
  const form: FormProps<'email' | 'password'> = {
    values: { email: 'a@', password: '' },
    errors: { email: 'Invalid email', password: 'The password field is required.' },
    touched: { email: true },
    onFieldChange: vi.fn(),
    onFieldBlur: vi.fn(),
    onSubmit: vi.fn(),
  };

  it('shows errors of touched fields only', () => {
    expect(shownError(form, 'email')).toBe('Invalid email');
    expect(shownError(form, 'password')).toBeUndefined();
  });

  it('wires change and blur to the field’s name', () => {
    const props = fieldProps(form, 'password');
    expect(props).toMatchObject({ name: 'password', value: '', error: undefined });
    props.onBlur();
    expect(form.onFieldBlur).toHaveBeenCalledWith('password');
  });
});
