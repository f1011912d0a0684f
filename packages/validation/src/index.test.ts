import { describe, expect, it } from 'vitest';
import * as validation from './index.js';

describe('@bookshop/validation public API', () => {
  it('exports a schema per form and the phone and form helpers', () => {
    const names = [
      'loginSchema',
      'registerSchema',
      'forgotPasswordSchema',
      'resetPasswordSchema',
      'changePasswordSchema',
      'editProfileSchema',
      'addressSchema',
      'checkoutAddressSchema',
      'notifyMeSchema',
      'notifyMeRequestSchema',
      'giftCardSchema',
      'isPakistaniMobile',
      'normalizePhone',
      'validateForm',
      'firstFieldErrors',
    ];
    for (const name of names) expect(validation, name).toHaveProperty(name);
  });
});
