import { keepLeftToRight } from '@bookshop/i18n/core';
import type { ChangeEvent } from 'react';
import { useMessages } from '../i18n';
import { TextField, type TextFieldProps } from '../text-field';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'onChange' | 'value' | 'label'> {
  value: string;
  /** Raised with what the shopper typed, keeping only the characters a phone number can hold. */
  onValueChange: (value: string) => void;
  label?: TextFieldProps['label'];
}

/** A number the hint gives as an example, written as shoppers write theirs. */
const EXAMPLE_NUMBER = '0300 1234567';

/** Characters of a phone number as people write it: digits, a leading +, spaces, dashes, brackets. */
const NOT_PHONE = /[^\d+\s()-]/g;

/** Keeps only phone characters, so letters pasted or typed by mistake never reach the field. */
export function phoneCharacters(text: string): string {
  return text.replace(NOT_PHONE, '');
}

/**
 * A Pakistani mobile number field (Pakistan is the only country the shop takes numbers for).
 * Whether the number is a valid mobile is the form's check; this field only keeps out what can
 * never be part of one and tells the shopper the expected form.
 * Use it for every phone number the shop asks for (registration, profile, addresses, checkout).
 */
export function PhoneField({ value, onValueChange, label, hint, ...rest }: PhoneFieldProps) {
  const t = useMessages();
  return (
    <TextField
      autoComplete="tel"
      inputMode="tel"
      placeholder={t.format('account.field.phonePlaceholder')}
      {...rest}
      label={label ?? t.format('account.field.phone')}
      hint={
        hint ?? t.format('account.field.phoneHint', { example: keepLeftToRight(t.language, EXAMPLE_NUMBER) })
      }
      type="tel"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(phoneCharacters(event.target.value))}
    />
  );
}
