import type { shell as en } from '../en/shell.js';

/** The shop's frame in Urdu (see ../ur/index.ts for how the Urdu catalogue is written). */
export const shell: Readonly<Record<keyof typeof en, string>> = {
  'shell.brand.name': 'بک شاپ',
  'shell.brand.tagline': 'پورے پاکستان میں کتابیں، اسٹیشنری اور آرٹ کا سامان۔',

  'shell.header.accountNav': 'اکاؤنٹ',
  'shell.header.quickLinks': 'فوری لنکس',
  'shell.header.home': 'ہوم',
  'shell.header.cardDiscounts': 'بینک کارڈ رعایت',
  'shell.header.advancedSearch': 'تفصیلی تلاش',
  'shell.header.requestBook': 'کتاب کی درخواست',
  'shell.header.greeting': 'السلام علیکم، {name}',
  'shell.header.login': 'لاگ اِن',
  'shell.header.register': 'رجسٹر کریں',
  'shell.header.loginRegister': 'لاگ اِن / رجسٹر',
  'shell.header.menu': 'مینو',
  'shell.header.cart': 'کارٹ',
  'shell.header.orders': 'آرڈرز',
  'shell.header.cartItems': '{count, plural, one {چیز کارٹ میں} other {چیزیں کارٹ میں}}',

  'shell.accountMenu.label': 'میرا اکاؤنٹ',
  'shell.accountMenu.orders': 'میرے آرڈرز',
  'shell.accountMenu.wishList': 'میری وِش لسٹ',
  'shell.accountMenu.editProfile': 'پروفائل میں تبدیلی',
  'shell.accountMenu.logOut': 'لاگ آؤٹ',

  'shell.megaMenu.label': 'زمرے',
  'shell.megaMenu.groupCategories': '{group} کے زمرے',
  'shell.megaMenu.popular': 'مقبول',
  'shell.megaMenu.all': 'سب',
  'shell.megaMenu.toysGames': 'کھلونے اور گیمز',
  'shell.megaMenu.sendGiftCard': 'گفٹ کارڈ بھیجیں',
  'shell.megaMenu.onlyLahore': 'فی الحال صرف لاہور میں',
  'shell.siteMenu.title': 'مینو',
  'shell.siteMenu.close': 'مینو بند کریں',
  'shell.siteMenu.shopByCategory': 'زمرے کے لحاظ سے خریداری',
  'shell.siteMenu.helpAndInformation': 'مدد اور معلومات',
  'shell.link.notAvailable': 'ابھی دستیاب نہیں',

  'shell.links.aboutUs': 'ہمارے بارے میں',
  'shell.links.whoWeAre': 'ہم کون ہیں',
  'shell.links.outlets': 'ہماری دکانیں',
  'shell.links.careers': 'ملازمتیں',
  'shell.links.manuscripts': 'مسودے بھیجیں',
  'shell.links.mobileApp': 'موبائل ایپ',
  'shell.links.help': 'مدد',
  'shell.links.placingOrder': 'آرڈر کیسے دیں',
  'shell.links.payments': 'ادائیگی',
  'shell.links.packingShipping': 'پیکنگ اور ڈیلیوری',
  'shell.links.trackingOrder': 'اپنا آرڈر ٹریک کریں',
  'shell.links.cancellingOrder': 'آرڈر منسوخ کرنا',
  'shell.links.returns': 'واپسی',
  'shell.links.internationalOrders': 'بیرونِ ملک آرڈر',
  'shell.links.giftCards': 'ای گفٹ کارڈ',
  'shell.links.contactUs': 'ہم سے رابطہ',
  'shell.links.privacyPolicy': 'پرائیویسی پالیسی',
  'shell.links.terms': 'شرائط و ضوابط',
  'shell.links.advancedSearch': 'تفصیلی تلاش',
  'shell.links.requestBook': 'کتاب کی درخواست',
  'shell.links.cardDiscounts': 'بینک کارڈ رعایت',
  'shell.links.leaveFeedback': 'اپنی رائے دیں',

  'shell.footer.about': 'ہمارے بارے میں',
  'shell.footer.help': 'مدد',
  'shell.footer.contact': 'رابطہ کریں',
  'shell.footer.social': 'سوشل میڈیا',
  'shell.footer.facebook': 'فیس بک',
  'shell.footer.instagram': 'انسٹاگرام',
  'shell.footer.x': 'ایکس',
  'shell.footer.youtube': 'یوٹیوب',
  'shell.footer.legal': 'قانونی معلومات',
  'shell.footer.phone': 'فون',
  'shell.footer.chat': 'چیٹ',
  'shell.footer.onWhatsApp': 'WhatsApp پر {number}',
  'shell.footer.email': 'ای میل',
  'shell.footer.hours': 'اوقات',
  'shell.footer.workingHours': 'کام کے دنوں میں صبح 9 سے شام 5 بجے تک',
  'shell.footer.newTab': '(نئے ٹیب میں کھلتا ہے)',
  'shell.footer.copyright': '© {year} {brand}۔ پورے پاکستان میں کتابیں، اسٹیشنری اور آرٹ کا سامان۔',
  'shell.footer.language': 'زبان',

  'shell.languageOffer.label': 'دکان اردو میں پڑھیں',
  'shell.languageOffer.offer': 'یہ دکان اردو میں دیکھیں',
  'shell.languageOffer.decline': 'نہیں، شکریہ',

  'shell.search.label': 'کتابیں تلاش کریں',
  'shell.search.placeholder': 'کتاب کا نام | مصنف | ISBN | ناشر | کوئی لفظ',
  'shell.search.submit': 'تلاش کریں',
  'shell.search.suggestions': 'تجاویز',
  'shell.search.insteadOf': 'کے بجائے',
  'shell.search.count': '{count, plural, one {# تجویز} other {# تجاویز}}',

  'shell.carousel.featured': 'نمایاں',
  'shell.carousel.stop': 'سلائیڈ شو روکیں',
  'shell.carousel.start': 'سلائیڈ شو چلائیں',
  'shell.carousel.previous': 'پچھلی سلائیڈ',
  'shell.carousel.next': 'اگلی سلائیڈ',
  'shell.carousel.slide': '{count} میں سے {index}: {label}',
  'shell.carousel.show': 'سلائیڈ {index} دکھائیں: {label}',
  'shell.toast.dismiss': 'بند کریں',
  'shell.dialog.close': 'بند کریں',
  'shell.confirm.cancel': 'رہنے دیں',
  'shell.progress.starting': 'شروع ہو رہا ہے…',
  'shell.error.generic': 'کچھ غلط ہو گیا، براہِ کرم دوبارہ کوشش کریں۔',

  'shell.page.skipToMain': 'سیدھے اصل مواد پر جائیں',
  'shell.page.title': '{title} | بک شاپ',
  'shell.page.homeTitle': 'بک شاپ — کتابیں، اسٹیشنری اور آرٹ کا سامان',
  'shell.page.description': 'پورے پاکستان میں کتابیں، اسٹیشنری اور آرٹ کا سامان گھر تک۔',

  'shell.home.description': 'اردو اور انگریزی کتابیں، اسٹیشنری اور آرٹ کا سامان، پورے پاکستان میں گھر تک۔',
  'shell.home.heading': 'بک شاپ: کتابیں، اسٹیشنری اور آرٹ کا سامان',
  'shell.home.loading': 'کتابیں آ رہی ہیں…',
  'shell.home.loadFailed': 'کتابیں نہیں دکھائی جا سکیں۔',
  'shell.home.tryAgain': 'دوبارہ کوشش کریں',
  'shell.home.seeAll': 'سب دیکھیں',
  'shell.banner.urduLabel': 'اردو کلاسیک',
  'shell.banner.urduText':
    'غالب، منٹو، بانو قدسیہ اور قرۃ العین حیدر: اردو نثر اور شاعری کے بڑے نام، پورے پاکستان میں گھر تک۔',
  'shell.banner.urduCta': 'اردو کتابیں دیکھیں',
  'shell.banner.schoolLabel': 'اسکول کی تیاری',
  'shell.banner.schoolText':
    'کاپیاں، جیومیٹری باکس، رنگین پنسلیں اور نئے تعلیمی سال کی ہر چیز۔ اسٹیشنری: فی الحال صرف لاہور میں۔',
  'shell.banner.schoolCta': 'اسٹیشنری خریدیں',
  'shell.banner.dealsLabel': 'بڑی رعایتیں',
  'shell.banner.dealsText': 'سیزن کی سب سے کم قیمتوں پر کتابیں، اسٹاک ختم ہونے تک۔',
  'shell.banner.dealsCta': 'رعایتیں دیکھیں',

  'shell.notFound.title': 'صفحہ نہیں ملا',
  'shell.notFound.text': 'اس پتے پر کوئی صفحہ نہیں ہے۔',
  'shell.notFound.home': 'ہوم پیج پر جائیں',
  'shell.maintenance.title': 'ہم جلد واپس آئیں گے',
  'shell.maintenance.description': 'دکان تھوڑی دیر کے لیے مرمت کی وجہ سے بند ہے۔ براہِ کرم کچھ دیر بعد آئیں۔',
  'shell.maintenance.text': 'دکان مرمت کی وجہ سے بند ہے۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  'shell.maintenance.contact':
    'کسی آرڈر کے بارے میں سوال ہے؟ کام کے دنوں میں صبح 9 سے شام 5 بجے تک {email} پر ای میل کریں یا {phone} پر فون کریں۔',
  'shell.loggedOut.title': 'آپ لاگ آؤٹ ہو گئے ہیں',
  'shell.loggedOut.text': 'اپنے آرڈرز اور وِش لسٹ دیکھنے کے لیے دوبارہ لاگ اِن کریں۔',
  'shell.loggedOut.checkEmail': 'اپنی ای میل دیکھیں',
  'shell.loggedOut.resetHelp':
    'نیا پاس ورڈ بنانے کے لیے ای میل میں دیا گیا لنک کھولیں۔ ای میل آنے میں ایک منٹ لگ سکتا ہے؛ اسپام فولڈر بھی دیکھ لیں۔',
  'shell.loggedOut.backToLogin': 'واپس لاگ اِن پر',
  'shell.resetPassword.title': 'اپنا پاس ورڈ نیا بنائیں',

  'shell.content.help.1':
    'ہر صفحے کے اوپر تلاش کے خانے سے کتاب ڈھونڈیں: کتاب کا نام، مصنف، \u2066ISBN\u2069 یا ناشر لکھیں۔',
  'shell.content.help.2':
    'کتابیں کارٹ میں ڈالیں، مہمان کے طور پر یا اپنے اکاؤنٹ سے چیک آؤٹ کریں، اور کارڈ، JazzCash، Easypaisa، بینک ٹرانسفر یا کیش آن ڈیلیوری سے ادائیگی کریں۔',
  'shell.content.help.3': 'پھر بھی مشکل ہے؟ کام کے دنوں میں صبح 9 سے شام 5 بجے تک ہمیں فون یا ای میل کریں۔',
  'shell.content.contactUs.1':
    'فون: \u2066+92 42 111 000 111\u2069 — WhatsApp پر چیٹ: \u2066+92 300 0000111\u2069 — ای میل: \u2066help@bookshop.pk\u2069۔',
  'shell.content.contactUs.2':
    'ہم کام کے دنوں (پیر سے جمعہ) میں صبح 9 سے شام 5 بجے تک جواب دیتے ہیں، اور ای میل کا جواب ایک کاروباری دن کے اندر دیتے ہیں۔',
  'shell.content.aboutUs.1':
    'ہم ایک آزاد کتاب گھر ہیں جو پورے پاکستان کے قارئین کو انگریزی اور اردو کتابیں، اسٹیشنری اور آرٹ کا سامان فراہم کرتا ہے۔',
  'shell.content.aboutUs.2': 'ہر آرڈر ہاتھ سے پیک کیا جاتا ہے اور لاہور میں ہمارے گودام سے بھیجا جاتا ہے۔',
  'shell.content.whoWeAre.1':
    'قارئین، کتب فروشوں اور ناشرین کی ایک ٹیم، جس کا یقین ہے کہ اچھی کتابیں پاکستان کے ہر شہر اور قصبے تک پہنچنی چاہییں۔',
  'shell.content.outlets.1':
    'ہماری مرکزی دکان لاہور میں ہے۔ جمعے کی سہ پہر کے سوا ہر روز صبح 10 سے رات 9 بجے تک تشریف لائیں۔',
  'shell.content.careers.1':
    'ہمیں وقتاً فوقتاً کتب فروشوں، پیکنگ کرنے والوں اور انجینئرز کی ضرورت ہوتی ہے۔ اپنی سی وی \u2066careers@bookshop.pk\u2069 پر بھیجیں۔',
  'shell.content.manuscripts.1': 'یہ صفحہ ابھی تیار ہو رہا ہے۔ مسودے بھیجنے کی سہولت جلد یہاں شروع ہو گی۔',
  'shell.content.placingOrder.1':
    'کتابیں کارٹ میں ڈالیں، کارٹ کھولیں اور چیک آؤٹ دبائیں۔ مہمانوں کو صرف ای میل ایڈریس اور ڈیلیوری کا پتا درکار ہے۔',
  'shell.content.placingOrder.2': 'آپ کو آرڈر نمبر تصدیق کے صفحے پر بھی ملے گا اور ای میل میں بھی۔',
  'shell.content.payments.1':
    'کریڈٹ یا ڈیبٹ کارڈ (Visa، Mastercard، American Express)، JazzCash، Easypaisa، بینک ٹرانسفر یا کیش آن ڈیلیوری سے ادائیگی کریں۔',
  'shell.content.payments.2':
    'کچھ بینک کارڈز پر کتابوں پر رعایت ملتی ہے، ہر کارڈ پر دن میں ایک بار: بینک کارڈ رعایت کا صفحہ دیکھیں۔',
  'shell.content.packingShipping.1':
    'اسٹاک میں موجود کتابوں کی عام ڈیلیوری \u2066Rs. 150\u2069 ہے۔ آرڈر پر منگوائی گئی یا پری آرڈر کی گئی کتابیں الگ سے \u2066Rs. 150\u2069 میں بھیجی جاتی ہیں۔',
  'shell.content.packingShipping.2':
    'گفٹ پیکنگ \u2066Rs. 100\u2069 کی ہے۔ اسٹیشنری اور آرٹ کا سامان فی الحال صرف لاہور میں ڈیلیور ہوتا ہے۔',
  'shell.content.cancellingOrder.1':
    'آرڈر روانہ ہونے تک آپ اسے میرے آرڈرز سے منسوخ کر سکتے ہیں؛ روانگی کے بعد منسوخی کی درخواست سے دکان کو اسے روکنے کا کہا جاتا ہے۔ کارڈ سے کی گئی ادائیگی اسی کارڈ میں واپس کی جاتی ہے۔',
  'shell.content.returns.1':
    'جو کتابیں خراب یا غلط پہنچیں، وہ ڈیلیوری کے 7 دن کے اندر واپس کی جا سکتی ہیں۔ آرڈر کھولیں (میرے آرڈرز سے، یا اس کی ای میل کے لنک سے) اور واپسی کی درخواست منتخب کریں، یا اپنے آرڈر نمبر کے ساتھ \u2066help@bookshop.pk\u2069 پر لکھیں۔',
  'shell.content.internationalOrders.1': 'فی الحال ہم پاکستان سے باہر ڈیلیوری نہیں کرتے۔',
  'shell.content.mobileApp.1': 'ہماری موبائل ایپ جلد آ رہی ہے۔ تب تک یہ ویب سائٹ ہر فون پر چلتی ہے۔',
  'shell.content.terms.1':
    'قیمتیں پاکستانی روپوں میں ہیں اور ان میں ٹیکس شامل ہیں۔ آرڈر اس وقت قبول سمجھا جاتا ہے جب ہم ای میل سے اس کی تصدیق کر دیں۔',
  'shell.content.terms.2': 'گفٹ کارڈ کی رقم واپس نہیں ہوتی اور یہ صرف ایک بار استعمال ہو سکتا ہے۔',
  'shell.content.privacyPolicy.1':
    'ہم آپ کا نام، رابطے کی تفصیلات اور پتے صرف آپ کے آرڈرز پہنچانے کے لیے رکھتے ہیں۔ ہم کبھی پورے کارڈ نمبر محفوظ نہیں کرتے۔',
  'shell.content.privacyPolicy.2':
    'آپ کسی بھی وقت اپنی پروفائل سے اپنا اکاؤنٹ ختم کر سکتے ہیں؛ اس کے ساتھ آپ کا ذاتی ڈیٹا بھی مٹا دیا جاتا ہے۔',
};
