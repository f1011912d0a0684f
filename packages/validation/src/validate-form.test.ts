import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { array, boolean, mixed, number, object, string, ValidationError } from 'yup';
import { addressSchema } from './schemas/address-schema.js';
import { loginSchema } from './schemas/login-schema.js';
import { payUsingTokenSchema, refundAddMethodFeeSchema } from './schemas/payments-schemas.js';
import { placeOrderSchema } from './schemas/place-order-schema.js';
import {
  checkForm,
  fieldErrorsIn,
  firstFieldErrors,
  SHAPE_MESSAGES,
  toFieldErrors,
  validateForm,
} from './validate-form.js';

describe('validateForm', () => {
  it('gives the cleaned value when valid, dropping unknown fields', () => {
    expect(
      validateForm(loginSchema, { email: ' ayesha@example.pk ', password: 'secret1', admin: true }),
    ).toEqual({
      ok: true,
      value: { email: 'ayesha@example.pk', password: 'secret1' },
    });
  });

  it('reports every failing field at once', () => {
    expect(validateForm(loginSchema, { email: 'nope', password: '' })).toEqual({
      ok: false,
      errors: { email: ['Invalid email'], password: ['The password field is required.'] },
    });
  });

  it('checks a body that is not an object as an empty one', () => {
    const expected = {
      ok: false,
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    };
    expect(validateForm(loginSchema, undefined)).toEqual(expected);
    expect(validateForm(loginSchema, 'email=a')).toEqual(expected);
    expect(validateForm(loginSchema, [1, 2])).toEqual(expected);
  });

  it('keeps all messages of a field, without repeats', () => {
    const schema = object({
      code: string()
        .required()
        .test('digits', 'Digits only', (v) => /^\d*$/.test(v))
        .test('length', 'Four digits', (v) => v.length === 4)
        .test('again', 'Digits only', (v) => /^\d*$/.test(v)),
    });
    expect(validateForm(schema, { code: 'ab' })).toEqual({
      ok: false,
      errors: { code: ['Digits only', 'Four digits'] },
    });
  });

  it('refuses a list or an object where one value belongs, naming the field (a trimmed array was a 500)', () => {
    expect(
      validateForm(refundAddMethodFeeSchema, {
        paymentIntentId: ['pi_0123456789abcdef'],
        clientSecret: 'pi_0123456789abcdef_secret_abc',
      }),
    ).toEqual({
      ok: false,
      errors: { paymentIntentId: [SHAPE_MESSAGES.single] },
    });
    const token = validateForm(payUsingTokenSchema, {
      token: { a: 1 },
      customer: { email: ['a@example.pk'] },
    });
    expect(token).toEqual({
      ok: false,
      errors: { token: [SHAPE_MESSAGES.single], 'customer.email': [SHAPE_MESSAGES.single] },
    });
  });

  it('does not read a one-item list as its item (yup casts ["5"] to 5)', () => {
    const schema = object({ orderId: number().required('Required') });
    expect(validateForm(schema, { orderId: ['5'] })).toEqual({
      ok: false,
      errors: { orderId: [SHAPE_MESSAGES.single] },
    });
    expect(validateForm(schema, { orderId: '5' })).toEqual({ ok: true, value: { orderId: 5 } });
  });

  it('wants groups as objects and lists as arrays, down to the fields of list items', () => {
    expect(validateForm(payUsingTokenSchema, { token: 'tok', customer: ['a@example.pk'] })).toEqual({
      ok: false,
      errors: { customer: [SHAPE_MESSAGES.group] },
    });
    const order = (shownLines: unknown) => validateForm(placeOrderSchema, { shown_lines: shownLines });
    const errorsOf = (result: ReturnType<typeof order>) => (result.ok ? {} : result.errors);
    expect(errorsOf(order({ Book_Id: 1 })).shown_lines).toEqual([SHAPE_MESSAGES.list]);
    // A field that words its own type error keeps its words.
    expect(errorsOf(order([{ Book_Id: [1] }]))['shown_lines[0].Book_Id']).toEqual(['Invalid book id']);
    // The other fields are still checked, all at once.
    expect(errorsOf(order({ Book_Id: 1 })).email).toBeDefined();
  });

  it("drops fields named like an object's own methods (valueOf, toString, constructor) instead of throwing, at the top and inside a group", () => {
    const schema = object({ name: string().required('Required'), group: object({ inner: string() }) });
    const body = JSON.parse(
      '{"name":"Ayesha","valueOf":0,"toString":"x","constructor":1,"group":{"inner":"a","valueOf":0,"hasOwnProperty":2}}',
    );
    expect(validateForm(schema, body)).toEqual({
      ok: true,
      value: { name: 'Ayesha', group: { inner: 'a' } },
    });
  });

  it('never throws for any JSON value in any field', () => {
    const schema = object({
      text: string().trim().required('Required'),
      count: number().integer().required('Required'),
      flag: boolean(),
      choice: mixed().oneOf(['a', 'b']),
      group: object({ inner: string().trim() }),
      list: array(object({ id: number() })),
    });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('text', 'count', 'flag', 'choice', 'group', 'list'), fc.jsonValue()),
        (body) => {
          const result = validateForm(schema, body);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });

  it('passes on errors that are not validation errors', () => {
    const schema = object({
      code: string().test('boom', 'unused', () => {
        throw new TypeError('broken test');
      }),
    });
    expect(() => validateForm(schema, { code: 'x' })).toThrow(TypeError);
  });
});

describe('toFieldErrors', () => {
  it('files an error without inner errors under its own path, or the empty field for the whole form', () => {
    expect(toFieldErrors(new ValidationError('Broken', 'x', 'email'))).toEqual({ email: ['Broken'] });
    expect(toFieldErrors(new ValidationError('Broken'))).toEqual({ '': ['Broken'] });
  });
});

describe('firstFieldErrors', () => {
  it('keeps the first message of each field, as a form shows them', () => {
    expect(
      firstFieldErrors({ email: ['Invalid email', 'Other'], phone: ['Invalid phone number'], zip: [] }),
    ).toEqual({
      email: 'Invalid email',
      phone: 'Invalid phone number',
    });
  });
});

describe('validateForm in a language', () => {
  const badAddress = {
    phone: '123',
    address: 'x',
    city: '',
    province: 'Punjab',
    country: 'Pakistan',
    zipCode: '54000',
  };

  it('answers in English by default and when asked, in Urdu when asked', () => {
    const english = {
      ok: false,
      errors: {
        phone: ['Invalid phone number'],
        address: ['The address should have a minimum length of 3'],
        city: ['City field is required.'],
      },
    };
    expect(validateForm(addressSchema, badAddress)).toEqual(english);
    expect(validateForm(addressSchema, badAddress, 'en')).toEqual(english);
    expect(validateForm(addressSchema, badAddress, 'ur')).toEqual({
      ok: false,
      errors: {
        phone: ['فون نمبر درست نہیں'],
        address: ['پتے میں کم از کم 3 حروف ہونے چاہییں'],
        city: ['شہر کا نام لازمی ہے۔'],
      },
    });
  });

  it('words a wrong shape in Urdu too', () => {
    expect(validateForm(payUsingTokenSchema, { token: 'tok', customer: ['a@example.pk'] }, 'ur')).toEqual({
      ok: false,
      errors: { customer: ['یہاں خانوں کا مجموعہ ہونا چاہیے۔'] },
    });
  });

  it('keeps words a schema gave as words (the back office stays English)', () => {
    const schema = object({ note: string().required('A note is required') });
    expect(validateForm(schema, {}, 'ur')).toEqual({ ok: false, errors: { note: ['A note is required'] } });
  });
});

describe('checkForm', () => {
  it('gives the field errors as catalogue keys with their arguments, for the reader to word', () => {
    const checked = checkForm(addressSchema, { phone: '123', address: 'x' });
    expect(checked.ok).toBe(false);
    const issues = checked.ok ? {} : checked.issues;
    expect(issues.phone).toEqual([{ key: 'address.phoneInvalid' }]);
    expect(issues.address).toEqual([{ key: 'address.addressMin', values: { min: 3 } }]);
    expect(fieldErrorsIn('ur', issues).address).toEqual(['پتے میں کم از کم 3 حروف ہونے چاہییں']);
    expect(fieldErrorsIn('en', issues).zipCode).toEqual(['Zip code field is required.']);
  });

  it('gives the cleaned value when valid', () => {
    expect(checkForm(loginSchema, { email: ' a@example.pk ', password: 'secret1' })).toEqual({
      ok: true,
      value: { email: 'a@example.pk', password: 'secret1' },
    });
  });
});

describe('a schema used by a form library directly', () => {
  it('gives the English words, as Formik shows them, before and after a check in Urdu', async () => {
    const formik = () =>
      addressSchema.validate({ phone: '123' }, { abortEarly: false }).then(
        () => [],
        (error: ValidationError) => error.inner.map((inner) => inner.message),
      );
    const before = await formik();
    expect(before).toContain('Invalid phone number');
    expect(before).toContain('Address field is required.');
    validateForm(addressSchema, {}, 'ur');
    expect(await formik()).toEqual(before);
  });

  it('still gives English words through toFieldErrors, or Urdu when asked', () => {
    try {
      addressSchema.validateSync({ phone: '123' }, { abortEarly: false });
      expect.unreachable();
    } catch (error) {
      expect(toFieldErrors(error as ValidationError).phone).toEqual(['Invalid phone number']);
      // Words already made stay as they are; only references are put into another language.
      expect(toFieldErrors(error as ValidationError, 'ur').phone).toEqual(['Invalid phone number']);
    }
  });
});
