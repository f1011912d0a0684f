import type { ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../text-field';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'onChange' | 'value' | 'label'> {
  value: string;
  /** Raised with what the shopper typed, keeping only the characters a phone number can hold. */
  onValueChange: (value: string) => void;
  label?: TextFieldProps['label'];
}

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
export function PhoneField({
  value,
  onValueChange,
  label = 'Phone',
  hint = 'Pakistani mobile number, e.g. 0300 1234567',
  ...rest
}: PhoneFieldProps) {
  return (
    <TextField
      autoComplete="tel"
      inputMode="tel"
      placeholder="03xx xxxxxxx"
      {...rest}
      label={label}
      hint={hint}
      type="tel"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(phoneCharacters(event.target.value))}
    />
  );
}
