import type { checkout as en } from '../en/checkout.js';

/**
 * The checkout area's messages in Urdu (see ./index.ts): the glossary's words (کارٹ، وِش لسٹ،
 * چیک آؤٹ، ڈیلیوری، رعایت، گفٹ کارڈ); brand names (JazzCash, Easypaisa, Visa, Mastercard) in Latin
 * letters; amounts come isolated from the formatter, and card digits, percentages and other
 * left-to-right text written here sit between U+2066 and U+2069. Where the English puts a minus
 * before an amount, the Urdu says کی بچت / کی کٹوتی instead: a minus outside the amount's isolate
 * would land on the wrong side of it in a right-to-left line.
 */
export const checkout: Readonly<Record<keyof typeof en, string>> = {
  'checkout.cartLine.coverAlt': '{title} کا سرورق',
  'checkout.cartLine.insteadOf': 'اصل قیمت',
  'checkout.cartLine.percentOff': '\u2066{percent}%\u2069 رعایت',
  'checkout.cartLine.quantityOf': '{title} کی تعداد',
  'checkout.cartLine.decrease': 'تعداد کم کریں',
  'checkout.cartLine.increase': 'تعداد بڑھائیں',
  'checkout.cartLine.quantity': 'تعداد: {count}',
  'checkout.cartLine.lineTotal': 'اس کتاب کی کل رقم',
  'checkout.cartLine.notifyMe': 'مجھے اطلاع دیں',
  'checkout.cartLine.remove': 'ہٹائیں',

  'checkout.summary.title': 'آرڈر کا خلاصہ',
  'checkout.summary.subtotal': 'سب ٹوٹل ({count, plural, one {# چیز} other {# چیزیں}})',
  'checkout.summary.bankCardDiscount': '{bank} کارڈ رعایت',
  'checkout.summary.anyBankCardDiscount': 'بینک کارڈ رعایت',
  'checkout.summary.shipping': 'ڈیلیوری چارجز',
  'checkout.summary.giftWrap': 'گفٹ پیکنگ',
  'checkout.summary.giftCard': 'گفٹ کارڈ',
  'checkout.summary.total': 'کل رقم',
  'checkout.summary.checkout': 'چیک آؤٹ',

  'checkout.cartPage.title': 'آپ کی کارٹ',
  'checkout.cartPage.loading': 'لوڈ ہو رہا ہے…',
  'checkout.cartPage.loadFailed': 'آپ کی کارٹ لوڈ نہیں ہو سکی۔',
  'checkout.cartPage.empty': 'آپ کی کارٹ خالی ہے۔',
  'checkout.cartPage.continueShopping': 'خریداری جاری رکھیں',
  'checkout.cartPage.savedForLater': 'بعد کے لیے محفوظ ({count})',
  'checkout.cartPage.moveToWishList': 'وِش لسٹ میں منتقل کریں',
  'checkout.cartPage.saveForLater': 'بعد کے لیے محفوظ کریں',
  'checkout.cartPage.moveToCart': 'کارٹ میں منتقل کریں',
  'checkout.cartPage.backorder': 'اسٹاک میں آتے ہی بھیج دی جائے گی',

  'checkout.wishList.title': 'آپ کی وِش لسٹ',
  'checkout.wishList.loading': 'لوڈ ہو رہا ہے…',
  'checkout.wishList.loadFailed': 'آپ کی وِش لسٹ لوڈ نہیں ہو سکی۔',
  'checkout.wishList.guestNote':
    'آپ کی وِش لسٹ اسی براؤزر میں محفوظ ہے۔ اسے ہر ڈیوائس پر اپنے اکاؤنٹ کے ساتھ رکھنے کے لیے لاگ اِن کریں۔',
  'checkout.wishList.login': 'لاگ اِن',
  'checkout.wishList.empty': 'آپ کی وِش لسٹ خالی ہے۔',
  'checkout.wishList.findBooks': 'پسند کی کتابیں تلاش کریں',
  'checkout.wishList.heading': 'آپ کی وِش لسٹ کی کتابیں',
  'checkout.wishList.moveToCart': 'کارٹ میں منتقل کریں',

  'checkout.panel.title': 'چیک آؤٹ',
  'checkout.panel.email': 'ای میل',
  'checkout.panel.haveAccount': 'کیا آپ کا اکاؤنٹ ہے؟',
  'checkout.panel.login': 'لاگ اِن',
  'checkout.panel.newsletter': 'پیشکشوں اور نئے ایڈیشنز کی خبر رکھنے کے لیے ہمارا نیوز لیٹر سبسکرائب کریں۔',
  'checkout.panel.delivery': 'ڈیلیوری',
  'checkout.panel.shippingAddress': 'ڈیلیوری کا پتا',
  'checkout.panel.addNewAddress': 'نیا پتا شامل کریں',
  'checkout.panel.billing': 'بلنگ',
  'checkout.panel.sameBilling': 'میرا بلنگ کا پتا وہی ہے جو ڈیلیوری کا پتا ہے',
  'checkout.panel.billingAddress': 'بلنگ کا پتا',
  'checkout.panel.addBillingAddress': 'بلنگ کا پتا شامل کریں',
  'checkout.panel.payment': 'ادائیگی',
  'checkout.panel.paidByGiftCard': 'گفٹ کارڈ سے ادا شدہ',
  'checkout.panel.noPaymentMethod': 'ادائیگی کا طریقہ منتخب نہیں کیا گیا',
  'checkout.panel.change': 'تبدیل کریں',
  'checkout.panel.cardDiscount': '{bank} کارڈ رعایت: {amount} کی بچت',
  'checkout.panel.cardDiscountUsedToday':
    'اس کارڈ کی بینک رعایت آج استعمال ہو چکی ہے۔ یہ \u2066{day}\u2069 کو \u2066{time}\u2069 سے دوبارہ استعمال ہو سکے گی (پاکستانی وقت)۔',
  'checkout.panel.cardDiscountNote':
    'بینک کارڈ رعایت ہر کارڈ پر دن میں ایک بار ملتی ہے اور صرف کتابوں پر لاگو ہوتی ہے۔',
  'checkout.panel.placeOrder': 'آرڈر دیں',
  'checkout.panel.pleaseWait': 'براہِ کرم انتظار کریں…',
  'checkout.panel.booksInOrder': 'اس آرڈر کی کتابیں',
  'checkout.panel.somethingWrong': 'کچھ غلط ہو گیا، براہِ کرم دوبارہ کوشش کریں',
  'checkout.panel.movingFailed': 'کچھ غلط ہو گیا، براہِ کرم دوبارہ کوشش کریں۔',

  'checkout.method.card': 'کریڈٹ یا ڈیبٹ کارڈ',
  'checkout.method.bankTransfer': 'بینک ٹرانسفر',
  'checkout.method.cash': 'کیش',
  'checkout.method.cashOnDelivery': 'کیش آن ڈیلیوری',
  'checkout.method.giftCard': 'گفٹ کارڈ',

  'checkout.problem.emailRequired': 'ای میل لازمی ہے',
  'checkout.problem.shippingAddressRequired': 'ڈیلیوری کا پتا لازمی ہے۔ براہِ کرم اپنا پتا درست کریں۔',
  'checkout.problem.shippingAddressMissing':
    'ڈیلیوری کے پتے میں یہ معلومات نہیں ہیں: {fields}۔ براہِ کرم اپنا پتا درست کریں۔',
  'checkout.problem.billingAddressRequired': 'بلنگ کا پتا لازمی ہے۔ براہِ کرم اپنا پتا درست کریں۔',
  'checkout.problem.billingAddressMissing':
    'بلنگ کے پتے میں یہ معلومات نہیں ہیں: {fields}۔ براہِ کرم اپنا پتا درست کریں۔',
  'checkout.problem.paymentMethodRequired': 'ادائیگی کا طریقہ لازمی ہے',
  'checkout.problem.selectPaymentMethod': 'براہِ کرم ادائیگی کا طریقہ منتخب کریں',
  'checkout.problem.firstAddAddress': 'براہِ کرم پہلے پتا شامل کریں',
  'checkout.problem.firstAddEmail': 'براہِ کرم پہلے ای میل ایڈریس درج کریں',
  'checkout.problem.selectShippingAddress': 'براہِ کرم ڈیلیوری کا پتا منتخب کریں',
  'checkout.problem.selectBillingAddress': 'براہِ کرم بلنگ کا پتا منتخب کریں',
  'checkout.problem.selectValidBillingAddress': 'براہِ کرم بلنگ کا درست پتا منتخب کریں',
  'checkout.problem.enterEmailFirst': 'براہِ کرم پچھلے مرحلے میں اپنی ای میل درج کریں',
  'checkout.problem.couldNotSaveCard': 'کارڈ محفوظ نہیں ہو سکا، براہِ کرم دوبارہ کوشش کریں',
  'checkout.problem.couldNotPlaceOrder': 'آرڈر نہیں دیا جا سکا، براہِ کرم دوبارہ کوشش کریں',
  'checkout.problem.couldNotCheckDiscount': 'رعایت چیک نہیں ہو سکی، براہِ کرم دوبارہ کوشش کریں',
  'checkout.problem.couldNotRemoveCard':
    'کارڈ کی تفصیل حذف نہیں ہو سکی، آپ اسے محفوظ طریقوں میں سے خود حذف کر سکتے ہیں',
  'checkout.problem.deliveryArea':
    '{items} کی ڈیلیوری فی الحال صرف {cities} میں ہو سکتی ہے۔ براہِ کرم {cities} کا کوئی پتا منتخب کریں، یا {count, plural, one {اسے} other {انہیں}} اپنی کارٹ سے نکال دیں۔',
  'checkout.problem.listSeparator': '، ',
  'checkout.problem.and': '{rest} اور {last}',
  'checkout.problem.or': '{rest} یا {last}',

  'checkout.addressField.name': 'نام',
  'checkout.addressField.phone': 'فون نمبر',
  'checkout.addressField.address': 'پتا',
  'checkout.addressField.city': 'شہر',
  'checkout.addressField.country': 'ملک',
  'checkout.addressField.postCode': 'پوسٹل کوڈ',

  'checkout.addressForm.addShipping': 'ڈیلیوری کا پتا شامل کریں',
  'checkout.addressForm.addBilling': 'بلنگ کا پتا شامل کریں',
  'checkout.addressForm.firstName': 'پہلا نام',
  'checkout.addressForm.lastName': 'آخری نام',
  'checkout.addressForm.save': 'پتا محفوظ کریں',
  'checkout.addressForm.cancel': 'منسوخ کریں',
  'checkout.addressForm.pleaseWait': 'براہِ کرم انتظار کریں…',
  'checkout.addressForm.saveFailed': 'پتا محفوظ نہیں ہو سکا۔',

  'checkout.login.title': 'چیک آؤٹ کے لیے لاگ اِن کریں',
  'checkout.login.intro': 'لاگ اِن کرتے ہی آپ کے محفوظ پتے اور کارڈ سامنے آ جائیں گے۔',
  'checkout.login.email': 'ای میل',
  'checkout.login.password': 'پاس ورڈ',
  'checkout.login.submit': 'لاگ اِن',
  'checkout.login.pleaseWait': 'براہِ کرم انتظار کریں…',
  'checkout.login.forgotPassword': 'پاس ورڈ بھول گئے؟',
  'checkout.login.continueAsGuest': 'مہمان کے طور پر جاری رکھیں',

  'checkout.options.title': 'آرڈر کے اختیارات',
  'checkout.options.giftWrap': 'گفٹ پیکنگ',
  'checkout.options.sendInvoice': 'رسید بھیجیں',
  'checkout.options.specialInstructions': 'خصوصی ہدایات',
  'checkout.options.promoCode': 'پرومو کوڈ',
  'checkout.options.apply': 'لاگو کریں',

  'checkout.paymentChoice.legend': 'ادائیگی کا طریقہ منتخب کریں',
  'checkout.paymentChoice.cardEnding': '{network} کارڈ، آخری ہندسے \u2066{lastFour}\u2069',

  'checkout.newCard.title': 'نیا کارڈ شامل کریں',
  'checkout.newCard.cardNumber': 'کارڈ نمبر',
  'checkout.newCard.expiry': 'ایکسپائری تاریخ (\u2066MM/YY\u2069)',
  'checkout.newCard.saveCard': 'کارڈ محفوظ کریں',
  'checkout.newCard.addCard': 'کارڈ شامل کریں',
  'checkout.newCard.pleaseWait': 'براہِ کرم انتظار کریں…',
  'checkout.newCard.sandboxNote':
    'سینڈ باکس ادائیگیاں: کوئی اصل رقم منتقل نہیں ہوتی۔ \u2066{good}\u2069 آزمائیں، یا نامنظور ہونے والے کارڈ کے لیے \u2066{declined}\u2069۔',
  'checkout.newCard.expiryFormat': 'ایکسپائری تاریخ \u2066MM/YY\u2069 کی صورت میں درج کریں۔',
  'checkout.newCard.numberRequired': 'کارڈ نمبر لازمی ہے۔',
  'checkout.newCard.numberInvalid': 'آپ کا کارڈ نمبر درست نہیں۔',
  'checkout.newCard.networkNotAccepted': 'صرف Visa، Mastercard اور American Express کارڈ قبول کیے جاتے ہیں۔',
  'checkout.newCard.cvcInvalid': '3 یا 4 ہندسوں کا سیکیورٹی کوڈ درج کریں۔',

  'checkout.paymentFailed.title': 'ادائیگی ناکام رہی',
  'checkout.paymentFailed.mobile': 'ٹرانزیکشن کامیاب نہیں ہوئی۔',
  'checkout.paymentFailed.desktop': 'ٹرانزیکشن کامیاب نہیں ہوئی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'checkout.paymentFailed.changePayment': 'ادائیگی کا طریقہ تبدیل کریں',
  'checkout.paymentFailed.moveToWishList': 'کارٹ وِش لسٹ میں ڈالیں',
  'checkout.paymentFailed.saveForLater': 'بعد کے لیے محفوظ کریں',
  'checkout.paymentFailed.cancel': 'منسوخ کریں',
  'checkout.paymentFailed.tryAgain': 'دوبارہ کوشش کریں',
  'checkout.paymentFailed.pleaseWait': 'براہِ کرم انتظار کریں…',

  'checkout.giftCardRedeem.label': 'گفٹ کارڈ',
  'checkout.giftCardRedeem.redeem': 'استعمال کریں',
  'checkout.giftCardRedeem.checking': 'چیک ہو رہا ہے…',
  'checkout.giftCardRedeem.applied':
    'گفٹ کارڈ (آخری ہندسے \u2066{lastFour}\u2069): {amount} کی کٹوتی، باقی قابلِ ادائیگی {total}',
  'checkout.giftCardRedeem.remove': 'ہٹائیں',
  'checkout.giftCardRedeem.remainderLapses':
    'آپ کی کارٹ کی کل رقم گفٹ کارڈ کی مالیت سے کم ہے۔ گفٹ کارڈ صرف ایک بار استعمال ہوتا ہے، اس لیے باقی رقم ضائع ہو جائے گی۔',

  'checkout.giftCard.title': 'گفٹ کارڈ',
  'checkout.giftCard.description': 'ای گفٹ کارڈ ای میل سے بھیجیں، ادائیگی بینک کارڈ سے۔',
  'checkout.giftCard.amount': 'رقم (\u2066Rs.\u2069)',
  'checkout.giftCard.recipient': 'وصول کنندہ',
  'checkout.giftCard.recipientName': 'وصول کنندہ کا نام',
  'checkout.giftCard.recipientEmail': 'وصول کنندہ کی ای میل',
  'checkout.giftCard.recipientMobile': 'وصول کنندہ کا موبائل نمبر',
  'checkout.giftCard.mobilePlaceholder': 'مثلاً 0300 1234567',
  'checkout.giftCard.yourDetails': 'آپ کی تفصیلات',
  'checkout.giftCard.yourName': 'آپ کا نام',
  'checkout.giftCard.yourEmail': 'آپ کی ای میل',
  'checkout.giftCard.yourMobile': 'آپ کا موبائل نمبر',
  'checkout.giftCard.bankCard': 'بینک کارڈ',
  'checkout.giftCard.sandboxNote':
    'سینڈ باکس: کوئی اصل رقم منتقل نہیں ہوتی۔ ٹیسٹ کارڈ \u2066{card}\u2069، کوئی بھی آنے والی ایکسپائری تاریخ اور CVC۔',
  'checkout.giftCard.valueWarning':
    'گفٹ کارڈ صرف ایک بار، ایک ہی آرڈر پر استعمال ہوتا ہے۔ اگر اس آرڈر کی رقم کارڈ کی مالیت سے کم ہو تو باقی رقم ضائع ہو جاتی ہے۔',
  'checkout.giftCard.agreement':
    'مجھے معلوم ہے کہ گفٹ کارڈ کی رقم واپس نہیں ہوتی اور یہ صرف ایک بار استعمال ہو سکتا ہے۔',
  'checkout.giftCard.buy': 'گفٹ کارڈ خریدیں',
  'checkout.giftCard.pleaseWait': 'براہِ کرم انتظار کریں…',
  'checkout.giftCard.transactionFailed': 'ٹرانزیکشن کامیاب نہیں ہوئی۔',
  'checkout.giftCard.noneSent':
    'کوئی گفٹ کارڈ نہیں بھیجا گیا۔ آپ انہی تفصیلات یا کسی دوسرے کارڈ سے دوبارہ کوشش کر سکتے ہیں۔',
  'checkout.giftCard.purchaseFailed': 'گفٹ کارڈ نہیں خریدا جا سکا، براہِ کرم دوبارہ کوشش کریں۔',
  'checkout.giftCard.cancel': 'منسوخ کریں',
  'checkout.giftCard.tryAgain': 'دوبارہ کوشش کریں',
  'checkout.giftCard.sentTitle': 'گفٹ کارڈ بھیج دیا گیا',
  'checkout.giftCard.sent':
    'آپ کے ای گفٹ کارڈ کی ادائیگی ہو گئی ہے اور یہ {name} کو بھیجا جا رہا ہے۔ کوڈ ان کی ای میل میں ہے۔',
  'checkout.giftCard.orderNo': 'آرڈر نمبر',
  'checkout.giftCard.submitted': 'جمع ہونے کا وقت',
  'checkout.giftCard.resultAmount': 'رقم',
  'checkout.giftCard.done': 'ٹھیک ہے',
  'checkout.giftCard.pageTitle': 'ای گفٹ کارڈ',
  'checkout.giftCard.pageDescription':
    'Bookshop کا ای گفٹ کارڈ ای میل سے بھیجیں، ادائیگی بینک کارڈ سے، اور چیک آؤٹ پر ایک بار استعمال کریں۔',
  'checkout.giftCard.pageIntro':
    '{min} سے {max} تک کا Bookshop ای گفٹ کارڈ ای میل سے بھیجیں۔ وصول کنندہ چیک آؤٹ پر گفٹ کارڈ کے خانے میں اس کا کوڈ درج کرتا ہے؛ ایک کارڈ صرف ایک بار، ایک آرڈر پر استعمال ہوتا ہے۔',
  'checkout.giftCard.send': 'گفٹ کارڈ بھیجیں',

  'checkout.cardDiscounts.title': 'بینک کارڈ رعایتیں',
  'checkout.cardDiscounts.intro':
    'ان بینکوں کے کارڈ سے ادائیگی کریں اور کتابوں پر بچت کریں۔ ہر کارڈ پر دن میں ایک بار، صرف کتابوں کے لیے۔',
  'checkout.cardDiscounts.givingBooks': 'کتابیں تحفے میں دینی ہیں؟',
  'checkout.cardDiscounts.sendGiftCard': 'ای گفٹ کارڈ بھیجیں',
  'checkout.cardDiscounts.paidByBankCard': '، ادائیگی بینک کارڈ سے۔',
  'checkout.cardDiscounts.percentTerms':
    'ہر کتاب پر \u2066{percent}%\u2069 رعایت، ایک آرڈر پر زیادہ سے زیادہ {limit} تک۔',
  'checkout.cardDiscounts.amountTerms': 'ہر کتاب پر {amount} رعایت، ایک آرڈر پر زیادہ سے زیادہ {limit} تک۔',
  'checkout.cardDiscounts.cardsStarting': '\u2066{bin}\u2069 سے شروع ہونے والے کارڈ',
  'checkout.cardDiscounts.loading': 'لوڈ ہو رہا ہے…',
  'checkout.cardDiscounts.loadFailed': 'خرابی',

  'checkout.sandbox.pageTitle': '{wallet} سینڈ باکس منظوری',
  'checkout.sandbox.sandbox': 'سینڈ باکس',
  'checkout.sandbox.noRealMoney': ': کوئی اصل رقم منتقل نہیں ہوتی۔',
  'checkout.sandbox.heading': '{wallet} ادائیگی',
  'checkout.sandbox.question': 'کیا Bookshop کو {amount} ادا کریں؟',
  'checkout.sandbox.approve': 'منظور کریں',
  'checkout.sandbox.decline': 'نامنظور کریں',
  'checkout.sandbox.voided':
    'یہ ادائیگی منسوخ کر دی گئی کیونکہ اس کا آرڈر منسوخ ہو گیا یا اس کی مدت ختم ہو گئی۔ اب یہ ادا نہیں ہو سکتی، اور کوئی رقم نہیں لی گئی۔',
  'checkout.sandbox.alreadyApproved': 'یہ ادائیگی پہلے ہی منظور ہو چکی ہے (\u2066{status}\u2069)۔',
  'checkout.sandbox.closed':
    '{status, select, declined {یہ ادائیگی نامنظور ہو چکی ہے۔ اب یہ ادا نہیں ہو سکتی۔} other {اس ادائیگی کی حالت: \u2066{status}\u2069۔ اب یہ ادا نہیں ہو سکتی۔}}',
  'checkout.sandbox.cardUnreadable': 'کارڈ کی تفصیلات پڑھی نہیں جا سکیں۔',
  'checkout.sandbox.cardExpired': 'آپ کے کارڈ کی میعاد ختم ہو چکی ہے۔',
  'checkout.sandbox.cvcInvalid': 'آپ کے کارڈ کا سیکیورٹی کوڈ درست نہیں۔',
  'checkout.sandbox.notTestCard':
    'یہ سینڈ باکس ہے: \u2066{good}\u2069، \u2066{declined}\u2069، یا Mastercard یا American Express کا کوئی ٹیسٹ نمبر استعمال کریں۔',
  'checkout.sandbox.backToShop': 'دکان پر واپس جائیں',

  'checkout.cartToast.addedToCart': 'کارٹ میں ڈال دی گئی',
  'checkout.cartToast.addedToWishlist': 'وِش لسٹ میں ڈال دی گئی',
  'checkout.cartToast.savedForLater': 'بعد کے لیے محفوظ کر لی گئی',
  'checkout.cartToast.deleted': 'ہٹا دی گئی',
  'checkout.cartToast.moved': 'کتاب منتقل کر دی گئی',
  'checkout.cartToast.addFailed': 'خرابی',
  'checkout.cartToast.updateFailed': 'کارٹ کی چیز تبدیل نہیں ہو سکی',
  'checkout.cartToast.deleteFailed': 'کارٹ کی چیز ہٹائی نہیں جا سکی',
  'checkout.cartToast.moveFailed': 'کارٹ کی چیز منتقل نہیں ہو سکی',
};
