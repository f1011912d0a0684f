import { describe, expect, it } from 'vitest';
import { cardBin, cardDigits, cardNetworkOf, isLuhnValid } from './card-number.js';

describe('isLuhnValid', () => {
  it('accepts the sandbox test cards and rejects a changed digit', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4000000000000002')).toBe(true);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('378282246310005')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });

  it('rejects anything but 13 to 19 digits', () => {
    expect(isLuhnValid('424242424242')).toBe(false);
    expect(isLuhnValid('42424242424242420000')).toBe(false);
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(false);
  });
});

describe('cardNetworkOf', () => {
  it('tells Visa, Mastercard (both ranges) and Amex apart, and refuses others', () => {
    expect(cardNetworkOf('4242424242424242')).toBe('visa');
    expect(cardNetworkOf('5555555555554444')).toBe('mastercard');
    expect(cardNetworkOf('2223003122003222')).toBe('mastercard');
    expect(cardNetworkOf('378282246310005')).toBe('amex');
    expect(cardNetworkOf('6011111111111117')).toBeNull();
  });
});

describe('cardDigits and cardBin', () => {
  it('strips spaces and dashes, and keeps 8 digits of a 16-digit card but 6 of an Amex', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardBin('4242424242424242')).toBe('42424242');
    expect(cardBin('378282246310005')).toBe('378282');
  });
});
