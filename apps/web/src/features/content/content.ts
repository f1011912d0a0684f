/** The text of the shop's information pages, keyed by path. Short, but true to how the shop works. */
export const contentText: Readonly<Record<string, readonly string[]>> = {
  '/help': [
    'Find a book with the search box at the top of every page: type a title, an author, an ISBN or a publisher.',
    'Add books to your cart, check out as a guest or with your account, and pay by card, JazzCash, Easypaisa, bank transfer or cash on delivery.',
    'Still stuck? Call or e-mail us, 9 to 5 on working days.',
  ],
  '/contact-us': [
    'Phone: +92 42 111 000 111 — chat on WhatsApp at +92 300 0000111 — e-mail help@bookshop.pk.',
    'We answer from 9 to 5 on working days (Monday to Friday), and reply to e-mails within one working day.',
  ],
  '/about-us': [
    'We are an independent bookshop selling books in English and Urdu, stationery and art supplies to readers across Pakistan.',
    'Every order is packed by hand and sent from our warehouse in Lahore.',
  ],
  '/who-we-are': [
    'A team of readers, booksellers and publishers who believe good books should reach every town in Pakistan.',
  ],
  '/outlets': [
    'Our flagship store is in Lahore. Visit us from 10 am to 9 pm, every day except Friday afternoons.',
  ],
  '/careers': [
    'We hire booksellers, packers and engineers from time to time. Send your CV to careers@bookshop.pk.',
  ],
  '/under-construction/manuscript-submissions': [
    'This page is under construction. Manuscript submissions will open here soon.',
  ],
  '/placing-order': [
    'Add books to your cart, open the cart and press Checkout. Guests need only an e-mail address and a delivery address.',
    'You will get an order number on the confirmation page and by e-mail.',
  ],
  '/payments': [
    'Pay by credit or debit card (Visa, Mastercard, American Express), JazzCash, Easypaisa, bank transfer or cash on delivery.',
    'Some bank cards give a discount on books, once per card per day: see Bank Card Discounts.',
  ],
  '/packing-shipping': [
    'Standard shipping is Rs. 150 for books in stock. Books ordered on demand or pre-ordered ship separately for Rs. 150.',
    'Gift wrapping costs Rs. 100. Stationery and art supplies currently ship within Lahore only.',
  ],
  '/cancelling-order': [
    'You can cancel an order from Your Orders until it is shipped; once shipped, Request Cancellation asks the shop to stop it. Card payments are refunded to the same card.',
  ],
  '/returns': [
    'Books that arrive damaged or wrong can be returned within 7 days of delivery. Open the order (Your Orders, or the link in its e-mail) and choose Request a Return, or write to help@bookshop.pk with your order number.',
  ],
  '/international-orders': ['We do not ship outside Pakistan at the moment.'],
  '/readings-mobile-app': ['Our mobile app is on its way. Until then, this website works on every phone.'],
  '/terms-conditions': [
    'Prices are in Pakistani rupees and include taxes. An order is accepted when we confirm it by e-mail.',
    'Gift cards are non-refundable and for one time use only.',
  ],
  '/privacy-policy': [
    'We keep your name, contact details and addresses only to deliver your orders. We never store full card numbers.',
    'You can delete your account at any time from your profile; your personal data is removed with it.',
  ],
};
