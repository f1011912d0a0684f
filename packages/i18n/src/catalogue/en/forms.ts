/**
 * Form and refusal messages (validation schemas, the server's refusals) in English: the spec's
 * messages verbatim (its tests compare them letter for letter), with the bounds a message states
 * given as ICU arguments so one key serves every bound.
 */
export const forms = {
  // The shape of a request body (API clients; forms never send these).
  'form.singleValue': 'Must be a single value, not a list or an object.',
  'form.group': 'Must be an object of fields.',
  'form.list': 'Must be a list.',
  'form.flag': 'Must be 0 or 1',
  'form.atMostCharacters': 'At most {max} characters',

  // Addresses (profile and checkout).
  'address.phoneRequired': 'Phone field is required.',
  'address.phoneInvalid': 'Invalid phone number',
  'address.addressRequired': 'Address field is required.',
  'address.addressMin': 'The address should have a minimum length of {min}',
  'address.addressMax': 'The address should have a maximum length of {max}',
  'address.cityRequired': 'City field is required.',
  'address.cityMin': 'The city should have a minimum length of {min}',
  'address.cityMax': 'The city should have a maximum length of {max}',
  'address.provinceRequired': 'Province field is required.',
  'address.provinceMin': 'The province should have a minimum length of {min}',
  'address.provinceMax': 'The province should have a maximum length of {max}',
  'address.countryRequired': 'Country field is required.',
  'address.countryMin': 'The country should have a minimum length of {min}',
  'address.countryMax': 'The country should have a maximum length of {max}',
  'address.notDelivered': 'We deliver within Pakistan only for now.',
  'address.zipCodeRequired': 'Zip code field is required.',
  'address.zipCodeMin': 'The zip code should have a minimum length of {min}',
  'address.zipCodeMax': 'The zip code should have a maximum length of {max}',

  // Names at checkout.
  'name.firstNameRequired': 'First name is required.',
  'name.firstNameLetters': 'The first name must contain only letters, dots, and hyphens.',
  'name.firstNameMin': 'First name should have a minimum length of {min}',
  'name.firstNameMax': 'First name should have a maximum length of {max}',
  'name.lastNameRequired': 'Last name is required.',
  'name.lastNameLetters': 'The last name must contain only letters, dots, and hyphens.',
  'name.lastNameMin': 'Last name should have a minimum length of {min}',
  'name.lastNameMax': 'Last name should have a maximum length of {max}',

  // Register and the profile.
  'profile.firstNameRequired': 'First name field is required',
  'profile.firstNameMin': 'The first name should have a minimum length of {min}',
  'profile.firstNameMax': 'The first name should have a maximum length of {max}',
  'profile.lastNameRequired': 'Last name field is required',
  'profile.lastNameMin': 'The last name should have a minimum length of {min}',
  'profile.lastNameMax': 'The last name should have a maximum length of {max}',
  'profile.phoneRequired': 'The phone field is required.',

  // Login, register, passwords.
  'account.emailRequired': 'The email field is required.',
  'account.emailInvalid': 'Invalid email',
  'account.passwordRequired': 'The password field is required.',
  'account.passwordMin': 'The Password should have a minimum length of {min}',
  'account.passwordMax': 'The Password should have a maximum length of {max}',
  'account.passwordConfirmationMismatch': 'The password confirmation does not match.',
  'account.loginPasswordMax': 'The password should have a maximum length of {max}',
  'account.currentPasswordRequired': 'The current password field is required.',
  'account.currentPasswordMax': 'The current password should have a maximum length of {max}',
  'account.newPasswordRequired': 'The new password field is required.',
  'account.newPasswordMin': 'The new password should have a minimum length of {min}',
  'account.newPasswordMax': 'The new password should have a maximum length of {max}',
  'account.newPasswordMismatch': 'Password confirmation does not match password',

  // E-mail addresses typed outside the account forms (notify me, book request, checkout).
  'contact.emailRequired': 'Email is required',
  'contact.emailInvalid': 'Please enter a valid email address',

  // Advanced search.
  'search.priceNotNumber':
    '{field, select, min {Lowest price} other {Highest price}} must be a number of rupees',
  'search.priceWhole': '{field, select, min {Lowest price} other {Highest price}} must be whole rupees',
  'search.priceBelowZero': '{field, select, min {Lowest price} other {Highest price}} cannot be below 0',
  'search.priceTooHigh': '{field, select, min {Lowest price} other {Highest price}} is too high',
  'search.maxBelowMin': 'Highest price must not be below the lowest price',
  'search.textTooLong':
    '{field, select, title {Title} author {Author} other {Publisher}} must be at most {max} characters',
  'search.isbnCharacters': 'An ISBN has digits and hyphens only (and may end in X)',
  'search.isbnTooLong': 'An ISBN has at most 13 digits',
  'search.fillOne': 'Fill in at least one field to search by',

  // The request-a-book form.
  'request.notText':
    '{field, select, name {Name} email {Email} phone {Phone} title {Book title} author {Author} other {Notes}} must be text',
  'request.required': '{field, select, name {Name} other {Book title}} is required',
  'request.tooLong':
    '{field, select, name {Name} email {Email} phone {Phone} title {Book title} author {Author} other {Notes}} must be at most {max} characters',
  'request.phoneInvalid': 'Please enter a valid Pakistani mobile number, such as 0300 1234567',

  // The cart and books.
  'cart.quantityAtLeastOne': 'The quantity must be at least 1.',
  'cart.bookIdRequired': 'The book id field is required.',
  'cart.bookIdInvalid': 'Invalid book id',
  'cart.typeInvalid': 'Invalid cart type',
  'book.statusRequired': 'The status field is required.',
  'book.statusInvalid': 'Invalid book status',

  // E-gift cards.
  'giftCard.amountHint': '{min} to {max} only*',
  'giftCard.amountRequired': 'The amount field is required.',
  'giftCard.amountWhole': 'The amount should be in whole rupees',
  'giftCard.recipientNameRequired': 'The recipient name field is required.',
  'giftCard.recipientEmailRequired': 'The recipient email field is required.',
  'giftCard.nameRequired': 'The name field is required.',
  'giftCard.agreementRequired':
    'Please confirm that gift cards are non-refundable and for one time use only.',
  'giftCard.bankCardsOnly': 'Gift cards are paid by bank card only.',
  'giftCard.invalidCode': 'This gift card code is not valid.',

  // Checkout and placing the order.
  'checkout.shippingAddressRequired': 'Shipping address is required. Please edit your address.',
  'checkout.billingAddressRequired': 'Billing address is required. Please edit your address.',
  'checkout.paymentMethodRequired': 'Payment method is required',
  'checkout.priceInvalid': 'Invalid price',
  'checkout.discountInvalid': 'Invalid discount',
  'checkout.quantityInvalid': 'Invalid quantity',
  'checkout.specialInstructionsTooLong': 'Special instructions can be at most {max} characters',
  'checkout.cartEmpty': 'Your cart is empty',
  'checkout.cartTooManyLines': 'Your cart has too many lines',

  // Payments.
  'payment.selectMethod': 'Please select a payment method',
  'payment.onlyCardsAdded': 'Only cards can be added',
  'payment.onlyCardsByToken': 'Only cards can be paid by token',
  'payment.emailOnPreviousStep': 'Please enter your email on the previous step',
  'payment.nameTooLong': 'Name can be at most {max} characters',
  'payment.intentRequired': 'The payment intent is required.',
  'payment.intentInvalid': 'Invalid payment intent',
  'payment.clientSecretRequired': 'The client secret is required.',
  'payment.clientSecretInvalid': 'Invalid client secret',
  'payment.orderIdRequired': 'The order id is required.',
  'payment.orderIdInvalid': 'Invalid order id',

  // After the order: lookup, links, cancel demands, returns.
  'order.lookupIdRequired': 'Enter your order number.',
  'order.lookupIdInvalid': 'An order number is a whole number, such as 1024.',
  'order.lookupPhoneInvalid': 'Enter a Pakistani mobile number, such as 0300 1234567.',
  'order.emailOrPhoneRequired': 'Enter the e-mail address or the phone number the order was placed with.',
  'order.linkInvalid': 'This order link is not valid. Look up your order with its number and e-mail address.',
  'order.cancelReasonRequired': 'Please tell us why you want this order cancelled.',
  'order.returnReasonRequired': 'Please tell us why you want to return these books.',
  'order.reasonTooLong': 'The reason can be at most {max} characters.',
  'order.returnLinesRequired': 'Choose the books you want to return.',
  'order.returnLineInvalid': 'Choose a book of this order and how many copies to return.',
  'order.placedOn': 'Placed on {date, date, long}',

  // Shared words.
  'common.bookCount': '{count, plural, one {# book} other {# books}}',

  // The language switch: each language named in itself, so a reader finds their own.
  'language.en': 'English',
  'language.ur': 'اردو',
} as const satisfies Record<string, string>;
