/**
 * The shop's frame in English: header, menus, footer, the language switch and offer, shared
 * controls (dialogs, carousel, toasts), page titles and the home, information and error pages
 * (see ./index.ts).
 */
export const shell = {
  // The shop's name: in Latin letters on English pages, in Urdu letters on Urdu ones.
  'shell.brand.name': 'Bookshop',
  'shell.brand.tagline': 'Books, stationery and art supplies across Pakistan.',

  // Header.
  'shell.header.accountNav': 'Account',
  'shell.header.quickLinks': 'Quick links',
  'shell.header.home': 'Home',
  'shell.header.cardDiscounts': 'Bank Card Discounts',
  'shell.header.advancedSearch': 'Advanced Search',
  'shell.header.requestBook': 'Request a Book',
  'shell.header.greeting': 'Hi, {name}',
  'shell.header.login': 'Login',
  'shell.header.register': 'Register',
  'shell.header.loginRegister': 'Login/Register',
  'shell.header.menu': 'Menu',
  'shell.header.cart': 'Cart',
  'shell.header.orders': 'Orders',
  'shell.header.cartItems': '{count, plural, one {item in cart} other {items in cart}}',

  // The logged-in shopper's account menu.
  'shell.accountMenu.label': 'Your Account',
  'shell.accountMenu.orders': 'Your Orders',
  'shell.accountMenu.wishList': 'Your Wish List',
  'shell.accountMenu.editProfile': 'Edit/Update Profile',
  'shell.accountMenu.logOut': 'Log Out',

  // Category menus (desktop mega-menu, phone site menu).
  'shell.megaMenu.label': 'Categories',
  'shell.megaMenu.groupCategories': '{group} categories',
  'shell.megaMenu.popular': 'Popular',
  'shell.megaMenu.all': 'All',
  'shell.megaMenu.toysGames': 'Toys & Games',
  'shell.megaMenu.sendGiftCard': 'Send Gift Card',
  'shell.megaMenu.onlyLahore': 'Currently Only Lahore',
  'shell.siteMenu.title': 'Menu',
  'shell.siteMenu.close': 'Close menu',
  'shell.siteMenu.shopByCategory': 'Shop by category',
  'shell.siteMenu.helpAndInformation': 'Help and information',
  'shell.link.notAvailable': 'not available yet',

  // The shop's information pages, as the footer and the site menu link them.
  'shell.links.aboutUs': 'About Us',
  'shell.links.whoWeAre': 'Who We Are',
  'shell.links.outlets': 'Our Outlets',
  'shell.links.careers': 'Careers',
  'shell.links.manuscripts': 'Manuscript Submissions',
  'shell.links.mobileApp': 'Mobile App',
  'shell.links.help': 'Help',
  'shell.links.placingOrder': 'Placing an Order',
  'shell.links.payments': 'Payments',
  'shell.links.packingShipping': 'Packing & Shipping',
  'shell.links.trackingOrder': 'Tracking Your Order',
  'shell.links.cancellingOrder': 'Cancelling an Order',
  'shell.links.returns': 'Returns',
  'shell.links.internationalOrders': 'International Orders',
  'shell.links.giftCards': 'E-Gift Cards',
  'shell.links.contactUs': 'Contact Us',
  'shell.links.privacyPolicy': 'Privacy Policy',
  'shell.links.terms': 'Terms & Conditions',
  'shell.links.advancedSearch': 'Advanced Search',
  'shell.links.requestBook': 'Request a Book',
  'shell.links.cardDiscounts': 'Bank Card Discounts',
  'shell.links.leaveFeedback': 'Leave Feedback',

  // Footer.
  'shell.footer.about': 'About Us',
  'shell.footer.help': 'Help',
  'shell.footer.contact': 'Contact Us',
  'shell.footer.social': 'Social Media',
  'shell.footer.facebook': 'Facebook',
  'shell.footer.instagram': 'Instagram',
  'shell.footer.x': 'X',
  'shell.footer.youtube': 'YouTube',
  'shell.footer.legal': 'Legal',
  'shell.footer.phone': 'Phone',
  'shell.footer.chat': 'Chat',
  'shell.footer.onWhatsApp': '{number} on WhatsApp',
  'shell.footer.email': 'E-mail',
  'shell.footer.hours': 'Hours',
  'shell.footer.workingHours': '9 am to 5 pm on working days',
  'shell.footer.newTab': '(opens in a new tab)',
  'shell.footer.copyright': '© {year} {brand}. Books, stationery and art supplies across Pakistan.',
  'shell.footer.language': 'Language',

  // The offer of Urdu to a browser that prefers it, on English pages: worded in Urdu, for the
  // reader it is meant for (the switch itself names each language as forms' language.en/.ur do).
  'shell.languageOffer.label': 'Read the shop in Urdu',
  'shell.languageOffer.offer': 'یہ دکان اردو میں دیکھیں',
  'shell.languageOffer.decline': 'No thanks',

  // Search box.
  'shell.search.label': 'Search books',
  'shell.search.placeholder': 'Keyword | Title | Author | ISBN | Publisher',
  'shell.search.submit': 'Search',
  'shell.search.suggestions': 'Suggestions',
  'shell.search.insteadOf': 'instead of',
  'shell.search.count': '{count, plural, one {# suggestion} other {# suggestions}}',

  // Shared controls.
  'shell.carousel.featured': 'Featured',
  'shell.carousel.stop': 'Stop automatic slide show',
  'shell.carousel.start': 'Start automatic slide show',
  'shell.carousel.previous': 'Previous slide',
  'shell.carousel.next': 'Next slide',
  'shell.carousel.slide': '{index} of {count}: {label}',
  'shell.carousel.show': 'Show slide {index}: {label}',
  'shell.toast.dismiss': 'Dismiss',
  'shell.dialog.close': 'Close',
  'shell.confirm.cancel': 'Cancel',
  'shell.progress.starting': 'Starting…',
  'shell.error.generic': 'Something went wrong, please try again.',

  // Page titles and the frame of every page.
  'shell.page.skipToMain': 'Skip to main content',
  'shell.page.title': '{title} | Bookshop',
  'shell.page.homeTitle': 'Bookshop — books, stationery and art supplies',
  'shell.page.description': 'Books, stationery and art supplies delivered across Pakistan.',

  // Home page.
  'shell.home.description':
    'Books in English and Urdu, stationery and art supplies, delivered across Pakistan.',
  'shell.home.heading': 'Bookshop: books, stationery and art supplies',
  'shell.home.loading': 'Loading books…',
  'shell.home.loadFailed': 'We could not load the books.',
  'shell.home.tryAgain': 'Try again',
  'shell.home.seeAll': 'See all',
  'shell.banner.urduLabel': 'Urdu classics',
  'shell.banner.urduText':
    'Ghalib, Manto, Bano Qudsia and Qurratulain Hyder: the great names of Urdu prose and poetry, delivered across Pakistan.',
  'shell.banner.urduCta': 'Browse Urdu books',
  'shell.banner.schoolLabel': 'Back to school',
  'shell.banner.schoolText':
    'Notebooks, geometry sets, colour pencils and everything for the new term. Stationery: Currently Only Lahore.',
  'shell.banner.schoolCta': 'Shop stationery',
  'shell.banner.dealsLabel': 'High discounts',
  'shell.banner.dealsText': 'Books at their lowest prices of the season, while stocks last.',
  'shell.banner.dealsCta': 'See the deals',

  // Pages without a feature of their own.
  'shell.notFound.title': 'Page not found',
  'shell.notFound.text': 'There is no page at this address.',
  'shell.notFound.home': 'Go to the home page',
  'shell.maintenance.title': "We'll be back soon",
  'shell.maintenance.description':
    'The shop is closed for maintenance for a short while. Please come back soon.',
  'shell.maintenance.text': 'The shop is closed for maintenance. Please try again in a little while.',
  'shell.maintenance.contact':
    'Questions about an order? E-mail {email} or call {phone}, 9 to 5 on working days.',
  'shell.loggedOut.title': 'You are logged out',
  'shell.loggedOut.text': 'Log in again to see your orders and wish list.',
  'shell.loggedOut.checkEmail': 'Check your e-mail',
  'shell.loggedOut.resetHelp':
    'Open the link in the e-mail to choose a new password. It may take a minute to arrive; check your spam folder too.',
  'shell.loggedOut.backToLogin': 'Back to Login',
  'shell.resetPassword.title': 'Reset your password',

  // The information pages' text (features/content), one message a paragraph.
  'shell.content.help.1':
    'Find a book with the search box at the top of every page: type a title, an author, an ISBN or a publisher.',
  'shell.content.help.2':
    'Add books to your cart, check out as a guest or with your account, and pay by card, JazzCash, Easypaisa, bank transfer or cash on delivery.',
  'shell.content.help.3': 'Still stuck? Call or e-mail us, 9 to 5 on working days.',
  'shell.content.contactUs.1':
    'Phone: +92 42 111 000 111 — chat on WhatsApp at +92 300 0000111 — e-mail help@bookshop.pk.',
  'shell.content.contactUs.2':
    'We answer from 9 to 5 on working days (Monday to Friday), and reply to e-mails within one working day.',
  'shell.content.aboutUs.1':
    'We are an independent bookshop selling books in English and Urdu, stationery and art supplies to readers across Pakistan.',
  'shell.content.aboutUs.2': 'Every order is packed by hand and sent from our warehouse in Lahore.',
  'shell.content.whoWeAre.1':
    'A team of readers, booksellers and publishers who believe good books should reach every town in Pakistan.',
  'shell.content.outlets.1':
    'Our flagship store is in Lahore. Visit us from 10 am to 9 pm, every day except Friday afternoons.',
  'shell.content.careers.1':
    'We hire booksellers, packers and engineers from time to time. Send your CV to careers@bookshop.pk.',
  'shell.content.manuscripts.1':
    'This page is under construction. Manuscript submissions will open here soon.',
  'shell.content.placingOrder.1':
    'Add books to your cart, open the cart and press Checkout. Guests need only an e-mail address and a delivery address.',
  'shell.content.placingOrder.2': 'You will get an order number on the confirmation page and by e-mail.',
  'shell.content.payments.1':
    'Pay by credit or debit card (Visa, Mastercard, American Express), JazzCash, Easypaisa, bank transfer or cash on delivery.',
  'shell.content.payments.2':
    'Some bank cards give a discount on books, once per card per day: see Bank Card Discounts.',
  'shell.content.packingShipping.1':
    'Standard shipping is Rs. 150 for books in stock. Books ordered on demand or pre-ordered ship separately for Rs. 150.',
  'shell.content.packingShipping.2':
    'Gift wrapping costs Rs. 100. Stationery and art supplies currently ship within Lahore only.',
  'shell.content.cancellingOrder.1':
    'You can cancel an order from Your Orders until it is shipped; once shipped, Request Cancellation asks the shop to stop it. Card payments are refunded to the same card.',
  'shell.content.returns.1':
    'Books that arrive damaged or wrong can be returned within 7 days of delivery. Open the order (Your Orders, or the link in its e-mail) and choose Request a Return, or write to help@bookshop.pk with your order number.',
  'shell.content.internationalOrders.1': 'We do not ship outside Pakistan at the moment.',
  'shell.content.mobileApp.1': 'Our mobile app is on its way. Until then, this website works on every phone.',
  'shell.content.terms.1':
    'Prices are in Pakistani rupees and include taxes. An order is accepted when we confirm it by e-mail.',
  'shell.content.terms.2': 'Gift cards are non-refundable and for one time use only.',
  'shell.content.privacyPolicy.1':
    'We keep your name, contact details and addresses only to deliver your orders. We never store full card numbers.',
  'shell.content.privacyPolicy.2':
    'You can delete your account at any time from your profile; your personal data is removed with it.',
} as const satisfies Record<string, string>;
