import type { MessageKey } from './en.js';

/**
 * The Urdu catalogue, written for Pakistani shoppers (not word for word from the English), with
 * the shop's terms as GLOSSARY.md gives them. Phone numbers, prices and other left-to-right text
 * inside a sentence sit between U+2066 and U+2069 (written `\u2066` … `\u2069` here so they can be
 * seen), which keeps them in their own order in a right-to-left line. Every key of the English
 * catalogue must be here, and nothing else.
 */
export const ur: Readonly<Record<MessageKey, string>> = {
  'form.singleValue': 'یہاں صرف ایک قدر دی جا سکتی ہے، فہرست یا مجموعہ نہیں۔',
  'form.group': 'یہاں خانوں کا مجموعہ ہونا چاہیے۔',
  'form.list': 'یہاں فہرست ہونی چاہیے۔',
  'form.flag': 'یہ 0 یا 1 ہونا چاہیے',
  'form.atMostCharacters': 'زیادہ سے زیادہ {max} حروف',

  'address.phoneRequired': 'فون نمبر لازمی ہے۔',
  'address.phoneInvalid': 'فون نمبر درست نہیں',
  'address.addressRequired': 'پتا لازمی ہے۔',
  'address.addressMin': 'پتے میں کم از کم {min} حروف ہونے چاہییں',
  'address.addressMax': 'پتے میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'address.cityRequired': 'شہر کا نام لازمی ہے۔',
  'address.cityMin': 'شہر کے نام میں کم از کم {min} حروف ہونے چاہییں',
  'address.cityMax': 'شہر کے نام میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'address.provinceRequired': 'صوبے کا نام لازمی ہے۔',
  'address.provinceMin': 'صوبے کے نام میں کم از کم {min} حروف ہونے چاہییں',
  'address.provinceMax': 'صوبے کے نام میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'address.countryRequired': 'ملک کا نام لازمی ہے۔',
  'address.countryMin': 'ملک کے نام میں کم از کم {min} حروف ہونے چاہییں',
  'address.countryMax': 'ملک کے نام میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'address.notDelivered': 'فی الحال ہم صرف پاکستان میں ڈیلیوری کرتے ہیں۔',
  'address.zipCodeRequired': 'پوسٹل کوڈ لازمی ہے۔',
  'address.zipCodeMin': 'پوسٹل کوڈ میں کم از کم {min} حروف ہونے چاہییں',
  'address.zipCodeMax': 'پوسٹل کوڈ میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',

  'name.firstNameRequired': 'پہلا نام لازمی ہے۔',
  'name.firstNameLetters': 'پہلے نام میں صرف حروف، نقطے اور ہائفن ہو سکتے ہیں۔',
  'name.firstNameMin': 'پہلے نام میں کم از کم {min} حروف ہونے چاہییں',
  'name.firstNameMax': 'پہلے نام میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'name.lastNameRequired': 'آخری نام لازمی ہے۔',
  'name.lastNameLetters': 'آخری نام میں صرف حروف، نقطے اور ہائفن ہو سکتے ہیں۔',
  'name.lastNameMin': 'آخری نام میں کم از کم {min} حروف ہونے چاہییں',
  'name.lastNameMax': 'آخری نام میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',

  'profile.firstNameRequired': 'پہلا نام لازمی ہے',
  'profile.firstNameMin': 'پہلے نام میں کم از کم {min} حروف ہونے چاہییں',
  'profile.firstNameMax': 'پہلے نام میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'profile.lastNameRequired': 'آخری نام لازمی ہے',
  'profile.lastNameMin': 'آخری نام میں کم از کم {min} حروف ہونے چاہییں',
  'profile.lastNameMax': 'آخری نام میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'profile.phoneRequired': 'فون نمبر لازمی ہے۔',

  'account.emailRequired': 'ای میل ایڈریس لازمی ہے۔',
  'account.emailInvalid': 'ای میل ایڈریس درست نہیں',
  'account.passwordRequired': 'پاس ورڈ لازمی ہے۔',
  'account.passwordMin': 'پاس ورڈ میں کم از کم {min} حروف ہونے چاہییں',
  'account.passwordMax': 'پاس ورڈ میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'account.passwordConfirmationMismatch': 'دوبارہ لکھا گیا پاس ورڈ پہلے والے سے نہیں ملتا۔',
  'account.loginPasswordMax': 'پاس ورڈ میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'account.currentPasswordRequired': 'موجودہ پاس ورڈ لازمی ہے۔',
  'account.currentPasswordMax': 'موجودہ پاس ورڈ میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'account.newPasswordRequired': 'نیا پاس ورڈ لازمی ہے۔',
  'account.newPasswordMin': 'نئے پاس ورڈ میں کم از کم {min} حروف ہونے چاہییں',
  'account.newPasswordMax': 'نئے پاس ورڈ میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'account.newPasswordMismatch': 'دوبارہ لکھا گیا پاس ورڈ نئے پاس ورڈ سے نہیں ملتا',

  'contact.emailRequired': 'ای میل ایڈریس لازمی ہے',
  'contact.emailInvalid': 'براہِ کرم درست ای میل ایڈریس لکھیں',

  'search.priceNotNumber':
    '{field, select, min {کم سے کم قیمت} other {زیادہ سے زیادہ قیمت}} روپوں میں، ہندسوں سے لکھیں',
  'search.priceWhole':
    '{field, select, min {کم سے کم قیمت} other {زیادہ سے زیادہ قیمت}} پورے روپوں میں لکھیں',
  'search.priceBelowZero':
    '{field, select, min {کم سے کم قیمت} other {زیادہ سے زیادہ قیمت}} 0 سے کم نہیں ہو سکتی',
  'search.priceTooHigh': '{field, select, min {کم سے کم قیمت} other {زیادہ سے زیادہ قیمت}} بہت زیادہ ہے',
  'search.maxBelowMin': 'زیادہ سے زیادہ قیمت کم سے کم قیمت سے کم نہیں ہو سکتی',
  'search.textTooLong':
    '{field, select, title {کتاب کے نام} author {مصنف کے نام} other {ناشر کے نام}} میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'search.isbnCharacters':
    'کتاب کے \u2066ISBN\u2069 میں صرف ہندسے اور ہائفن ہوتے ہیں (آخر میں \u2066X\u2069 بھی ہو سکتا ہے)',
  'search.isbnTooLong': 'کتاب کے \u2066ISBN\u2069 میں زیادہ سے زیادہ 13 ہندسے ہوتے ہیں',
  'search.fillOne': 'تلاش کے لیے کم از کم ایک خانہ پُر کریں',

  'request.notText':
    '{field, select, name {نام} email {ای میل ایڈریس} phone {فون نمبر} title {کتاب کا نام} author {مصنف کا نام} other {مزید تفصیل}} صرف تحریر کی صورت میں دیا جا سکتا ہے',
  'request.required': '{field, select, name {آپ کا نام} other {کتاب کا نام}} لازمی ہے',
  'request.tooLong':
    '{field, select, name {نام} email {ای میل ایڈریس} phone {فون نمبر} title {کتاب کے نام} author {مصنف کے نام} other {مزید تفصیل}} میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'request.phoneInvalid': 'براہِ کرم درست پاکستانی موبائل نمبر لکھیں، جیسے \u20660300 1234567\u2069',

  'cart.quantityAtLeastOne': 'تعداد کم از کم 1 ہونی چاہیے۔',
  'cart.bookIdRequired': 'کتاب کی شناخت لازمی ہے۔',
  'cart.bookIdInvalid': 'کتاب کی شناخت درست نہیں',
  'cart.typeInvalid': 'فہرست کی قسم درست نہیں',
  'book.statusRequired': 'کتاب کی دستیابی بتانا لازمی ہے۔',
  'book.statusInvalid': 'کتاب کی دستیابی درست نہیں',

  'giftCard.amountHint': 'صرف {min} سے {max} تک*',
  'giftCard.amountRequired': 'رقم لازمی ہے۔',
  'giftCard.amountWhole': 'رقم پورے روپوں میں ہونی چاہیے',
  'giftCard.recipientNameRequired': 'وصول کنندہ کا نام لازمی ہے۔',
  'giftCard.recipientEmailRequired': 'وصول کنندہ کا ای میل ایڈریس لازمی ہے۔',
  'giftCard.nameRequired': 'آپ کا نام لازمی ہے۔',
  'giftCard.agreementRequired':
    'براہِ کرم تصدیق کریں کہ گفٹ کارڈ کی رقم واپس نہیں ہوتی اور یہ صرف ایک بار استعمال ہو سکتا ہے۔',
  'giftCard.bankCardsOnly': 'گفٹ کارڈ کی ادائیگی صرف بینک کارڈ سے ہو سکتی ہے۔',
  'giftCard.invalidCode': 'یہ گفٹ کارڈ کوڈ درست نہیں۔',

  'checkout.shippingAddressRequired': 'ڈیلیوری کا پتا لازمی ہے۔ براہِ کرم اپنے پتے میں ترمیم کریں۔',
  'checkout.billingAddressRequired': 'بلنگ کا پتا لازمی ہے۔ براہِ کرم اپنے پتے میں ترمیم کریں۔',
  'checkout.paymentMethodRequired': 'ادائیگی کا طریقہ منتخب کرنا لازمی ہے',
  'checkout.priceInvalid': 'قیمت درست نہیں',
  'checkout.discountInvalid': 'رعایت درست نہیں',
  'checkout.quantityInvalid': 'تعداد درست نہیں',
  'checkout.specialInstructionsTooLong': 'خصوصی ہدایات میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'checkout.cartEmpty': 'آپ کی کارٹ خالی ہے',
  'checkout.cartTooManyLines': 'آپ کی کارٹ میں بہت زیادہ چیزیں ہیں',

  'payment.selectMethod': 'براہِ کرم ادائیگی کا طریقہ منتخب کریں',
  'payment.onlyCardsAdded': 'صرف بینک کارڈ محفوظ کیے جا سکتے ہیں',
  'payment.onlyCardsByToken': 'محفوظ طریقے سے صرف بینک کارڈ کے ذریعے ادائیگی ہو سکتی ہے',
  'payment.emailOnPreviousStep': 'براہِ کرم پچھلے مرحلے میں اپنا ای میل ایڈریس لکھیں',
  'payment.nameTooLong': 'نام میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں',
  'payment.intentRequired': 'ادائیگی کی درخواست لازمی ہے۔',
  'payment.intentInvalid': 'ادائیگی کی درخواست درست نہیں',
  'payment.clientSecretRequired': 'ادائیگی کی خفیہ کلید لازمی ہے۔',
  'payment.clientSecretInvalid': 'ادائیگی کی خفیہ کلید درست نہیں',
  'payment.orderIdRequired': 'آرڈر نمبر لازمی ہے۔',
  'payment.orderIdInvalid': 'آرڈر نمبر درست نہیں',

  'order.lookupIdRequired': 'اپنا آرڈر نمبر لکھیں۔',
  'order.lookupIdInvalid': 'آرڈر نمبر صرف ہندسوں پر مشتمل ہوتا ہے، جیسے 1024۔',
  'order.lookupPhoneInvalid': 'پاکستانی موبائل نمبر لکھیں، جیسے \u20660300 1234567\u2069۔',
  'order.emailOrPhoneRequired': 'وہ ای میل ایڈریس یا فون نمبر لکھیں جس سے آرڈر دیا گیا تھا۔',
  'order.linkInvalid': 'آرڈر کا یہ لنک درست نہیں۔ آرڈر نمبر اور ای میل ایڈریس سے اپنا آرڈر تلاش کریں۔',
  'order.cancelReasonRequired': 'براہِ کرم بتائیں کہ آپ یہ آرڈر کیوں منسوخ کرنا چاہتے ہیں۔',
  'order.returnReasonRequired': 'براہِ کرم بتائیں کہ آپ یہ کتابیں کیوں واپس کرنا چاہتے ہیں۔',
  'order.reasonTooLong': 'وجہ میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں۔',
  'order.returnLinesRequired': 'وہ کتابیں منتخب کریں جو آپ واپس کرنا چاہتے ہیں۔',
  'order.returnLineInvalid': 'اس آرڈر کی کتاب منتخب کریں اور بتائیں کہ اس کے کتنے نسخے واپس کرنے ہیں۔',
  'order.placedOn': 'آرڈر کی تاریخ: {date, date, long}',

  'common.bookCount': '{count, plural, one {# کتاب} other {# کتابیں}}',

  'language.en': 'English',
  'language.ur': 'اردو',
};
