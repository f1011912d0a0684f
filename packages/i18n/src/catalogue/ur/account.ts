import type { account as en } from '../en/account.js';

/** The account area's messages in Urdu (see ./index.ts). */
export const account: Readonly<Record<keyof typeof en, string>> = {
  'account.field.email': 'ای میل',
  'account.field.password': 'پاس ورڈ',
  'account.field.passwordHint': '6 سے 18 حروف',
  'account.field.confirmPassword': 'پاس ورڈ دوبارہ لکھیں',
  'account.field.currentPassword': 'موجودہ پاس ورڈ',
  'account.field.newPassword': 'نیا پاس ورڈ',
  'account.field.confirmNewPassword': 'نیا پاس ورڈ دوبارہ لکھیں',
  'account.field.firstName': 'پہلا نام',
  'account.field.lastName': 'آخری نام',
  'account.field.phone': 'موبائل نمبر',
  'account.field.phoneHint': 'پاکستانی موبائل نمبر، مثلاً {example}',
  // As the gift card's mobile field has it: a mask of x's is no Urdu; an example number is.
  'account.field.phonePlaceholder': 'مثلاً 0300 1234567',
  'account.field.address': 'پتا',
  'account.field.zipCode': 'پوسٹل کوڈ',
  'account.field.country': 'ملک',
  'account.field.province': 'صوبہ',
  'account.field.city': 'شہر',

  'account.formDialog.busy': 'براہِ کرم انتظار کریں…',

  'account.location.selectCountry': 'ملک منتخب کریں',
  'account.location.selectProvince': 'صوبہ منتخب کریں',
  'account.location.loading': 'لوڈ ہو رہا ہے…',
  'account.location.countryNotYet': '{country} (یہاں ابھی ڈیلیوری نہیں)',

  'account.login.title': 'لاگ اِن',
  'account.login.submit': 'لاگ اِن کریں',
  'account.login.forgotPassword': 'پاس ورڈ بھول گئے؟',
  'account.login.newHere': 'پہلی بار آئے ہیں؟',
  'account.login.createAccount': 'نیا اکاؤنٹ بنائیں',

  'account.register.title': 'رجسٹر کریں',
  'account.register.submit': 'رجسٹر کریں',
  'account.register.haveAccount': 'پہلے سے اکاؤنٹ ہے؟',
  'account.register.login': 'لاگ اِن کریں',

  'account.forgotPassword.title': 'پاس ورڈ بھول گئے؟',
  'account.forgotPassword.description':
    'اپنے اکاؤنٹ کا ای میل ایڈریس لکھیں، ہم آپ کو نیا پاس ورڈ بنانے کا لنک بھیج دیں گے۔',
  'account.forgotPassword.submit': 'ری سیٹ لنک بھیجیں',
  'account.forgotPassword.backToLogin': 'واپس لاگ اِن پر جائیں',

  'account.resetPassword.title': 'نیا پاس ورڈ',
  'account.resetPassword.description': 'اپنے اکاؤنٹ کے لیے نیا پاس ورڈ بنائیں۔',
  'account.resetPassword.submit': 'پاس ورڈ محفوظ کریں',

  'account.editProfile.title': 'پروفائل میں تبدیلی',
  'account.editProfile.submit': 'تبدیلیاں محفوظ کریں',

  'account.changePassword.title': 'پاس ورڈ تبدیل کریں',
  'account.changePassword.submit': 'پاس ورڈ تبدیل کریں',

  'account.deleteAccount.title': 'اکاؤنٹ حذف کریں',
  'account.deleteAccount.confirm': 'اکاؤنٹ حذف کریں',
  'account.deleteAccount.busy': 'حذف ہو رہا ہے…',
  'account.deleteAccount.question': 'کیا آپ واقعی اپنا اکاؤنٹ حذف کرنا چاہتے ہیں؟',
  'account.deleteAccount.consequences':
    'آپ کی پروفائل، محفوظ پتے، محفوظ کارڈ اور وِش لسٹ مٹا دیے جائیں گے اور آپ لاگ آؤٹ ہو جائیں گے۔ اس کے بعد اکاؤنٹ واپس نہیں آ سکے گا۔',

  'account.addressDialog.newTitle': 'نیا پتا',
  'account.addressDialog.updateTitle': 'پتے میں تبدیلی',
  'account.addressDialog.save': 'پتا محفوظ کریں',
  'account.addressDialog.update': 'پتا اپ ڈیٹ کریں',

  'account.addressLine.address': 'پتا: {address}',
  'account.addressLine.city': 'شہر: {city}',
  'account.addressLine.postCode': 'پوسٹل کوڈ: {postCode}',
  'account.addressLine.country': 'ملک: {country}',
  'account.addressLine.phone': 'فون نمبر: {phone}',
  'account.addressCards.empty': 'ابھی کوئی پتا محفوظ نہیں۔',

  'account.profile.title': 'آپ کی پروفائل',
  'account.profile.name': 'نام',
  'account.profile.email': 'ای میل',
  'account.profile.phone': 'موبائل نمبر',
  'account.profile.phoneNotGiven': 'ابھی نہیں دیا گیا',
  'account.profile.changePassword': 'پاس ورڈ تبدیل کریں',
  'account.profile.editInfo': 'معلومات تبدیل کریں',
  'account.profile.addAddress': 'نیا پتا شامل کریں',
  'account.profile.deleteAccount': 'اپنا اکاؤنٹ حذف کریں',
  'account.profile.addressesHeading': 'محفوظ پتے',
  'account.profile.addressesLoading': 'پتے لوڈ ہو رہے ہیں…',
  'account.profile.addressesNone': 'آپ نے ابھی کوئی پتا محفوظ نہیں کیا۔',
  'account.profile.addressesFailed': 'آپ کے پتے لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  'account.profile.editAddress': 'تبدیل کریں',
  'account.profile.deleteAddress': 'حذف کریں',
  'account.profile.deletingAddress': 'حذف ہو رہا ہے…',
  'account.profile.cardsHeading': 'محفوظ کارڈ',
  'account.profile.cardsLoading': 'کارڈ لوڈ ہو رہے ہیں…',
  'account.profile.cardsNone': 'آپ کا کوئی کارڈ محفوظ نہیں۔',
  'account.profile.cardsFailed': 'آپ کے محفوظ کارڈ لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  'account.profile.cardRemoveFailed': 'یہ کارڈ ہٹایا نہیں جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'account.profile.cardEnding': '{network} کارڈ، آخری ہندسے',
  'account.profile.removeCard': 'ہٹائیں',
  'account.profile.removingCard': 'ہٹایا جا رہا ہے…',

  'account.toast.accountDeleted': 'آپ کا اکاؤنٹ حذف کر دیا گیا۔',
  'account.toast.profileUpdated': 'آپ کی پروفائل اپ ڈیٹ ہو گئی۔',
  'account.toast.addressSaved': 'پتا محفوظ ہو گیا۔',
  'account.toast.passwordChanged': 'آپ کا پاس ورڈ تبدیل ہو گیا۔',

  'account.error.somethingWrong': 'کچھ غلط ہو گیا، براہِ کرم دوبارہ کوشش کریں۔',
};
