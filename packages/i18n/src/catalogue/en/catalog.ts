import { CART_MESSAGES, STOCK_LABELS } from '@bookshop/domain';

/**
 * Browsing and search in English: book cards and the book page, category listings, search and
 * advanced search, facets, sorting, pages, notify-me and the request-a-book page (see ./index.ts).
 * The stock labels and the notify-me answers are the domain's own English (the server and the
 * back office word them too), so each has one definition.
 */
export const catalog = {
  // Stock states, as on cards, the book page and the availability facet.
  'catalog.stock.available': STOCK_LABELS.available,
  'catalog.stock.outOfStock': STOCK_LABELS.out_of_stock,
  'catalog.stock.preOrder': STOCK_LABELS.pre_order,
  'catalog.stock.onDemand': STOCK_LABELS.on_demand,
  'catalog.stock.onlyLeft': 'Only {count} left',

  // Prices on cards and the book page; amounts are given as rupees().
  'catalog.price.insteadOf': 'instead of',
  'catalog.price.percentOff': '{percent}% off',
  'catalog.price.youSave': 'You save {amount}',
  'catalog.price.onRequest': 'Price on request',
  'catalog.price.bandUnder': 'Under {max}',
  'catalog.price.bandBetween': '{min} to {max}',
  'catalog.price.bandAbove': '{min} and above',

  'catalog.bookCard.coverAlt': 'Cover of {title}',

  // What a shopper can do with a book (cards and the book page).
  'catalog.actions.addToCart': 'Add to Cart',
  'catalog.actions.addToCartFor': 'Add to Cart: {title}',
  'catalog.actions.preOrder': 'Pre-order',
  'catalog.actions.preOrderFor': 'Pre-order: {title}',
  'catalog.actions.adding': 'Adding…',
  'catalog.actions.notifyMe': 'Notify me',
  'catalog.actions.notifyMeFor': 'Notify me about {title}',
  'catalog.actions.addToWishList': 'Add to Wish List',
  'catalog.actions.addToWishListFor': 'Add to Wish List: {title}',

  'catalog.notifyMe.title': 'Notify Me',
  'catalog.notifyMe.description': 'We will e-mail you once when “{title}” is back in stock.',
  'catalog.notifyMe.email': 'Email',
  'catalog.notifyMe.submit': 'Notify Me',
  'catalog.notifyMe.close': 'Close',
  'catalog.notifyMe.thanks': CART_MESSAGES.notifyThanks,
  'catalog.notifyMe.failed': CART_MESSAGES.notifyFailed,

  'catalog.recent.title': 'Recently Viewed',

  // The book page.
  'catalog.book.notFound': 'Book not found',
  'catalog.book.badAddress': 'That is not a book address.',
  'catalog.book.loadFailed': 'We could not load this book.',
  'catalog.book.noneHere': 'We have no book at this address.',
  'catalog.book.by': 'by',
  'catalog.book.details': 'Details',
  'catalog.book.isbn13': 'ISBN-13',
  'catalog.book.isbn10': 'ISBN-10',
  'catalog.book.publisher': 'Publisher',
  'catalog.book.brand': 'Brand',
  'catalog.book.language': 'Language',
  'catalog.book.year': 'Year',
  'catalog.book.pages': 'Pages',
  'catalog.book.languageName':
    '{code, select, en {English} ur {Urdu} ar {Arabic} fr {French} es {Spanish} de {German} fa {Persian} pa {Punjabi} other {{code}}}',
  'catalog.book.dispatchOn': 'Dispatched on {day}',
  'catalog.book.dispatchBetween': 'Dispatched between {from} and {to}',
  // The page's description for search engines and link previews.
  'catalog.book.summary': '{title}.',
  'catalog.book.summaryByAuthor': '{title} by {author}.',
  'catalog.book.summaryPrice': '{price}.',

  // Pages in common.
  'catalog.page.loading': 'Loading…',
  'catalog.page.somethingWrong': 'Something went wrong',
  'catalog.page.goHome': 'Go to the home page',
  'catalog.page.tryAgain': 'Try again',

  // Category listings.
  'catalog.listing.loading': 'Loading the list…',
  'catalog.listing.loadFailed': 'We could not load this list.',
  'catalog.listing.notFound': 'Category not found',
  'catalog.listing.noSuchCategory': 'There is no such category.',
  'catalog.listing.badAddress': 'That is not a category address.',
  'catalog.listing.breadcrumbs': 'Breadcrumbs',
  'catalog.listing.itemCount': '{count, plural, one {# item} other {# items}}',
  'catalog.listing.categoryDescription':
    '{count} {category} titles in stock, delivered across Pakistan. Prices in rupees.',
  'catalog.listing.categoryEmpty':
    'Nothing in this category is in stock right now. Try again soon, or search the whole shop.',
  'catalog.listing.highDiscountTitle': 'High Discounts: {category}',
  'catalog.listing.highDiscountDescription':
    '{count} {category} titles at our highest discounts, in stock and delivered across Pakistan.',
  'catalog.listing.highDiscountEmpty':
    'No high discounts in this category right now. Have a look at the other categories under High Discounts.',

  // Search results.
  'catalog.search.resultsFor': 'Search results for “{keyword}”',
  'catalog.search.allBooks': 'All books',
  'catalog.search.descriptionFor':
    'Books matching “{keyword}” by title, author, ISBN or publisher, with prices in rupees.',
  'catalog.search.descriptionAll':
    'Every book, stationery and art supply in the shop, with prices in rupees.',
  'catalog.search.searching': 'Searching…',
  'catalog.search.failed': 'The search did not work this time.',
  'catalog.search.resultCount': '{count, plural, one {# result} other {# results}}',
  'catalog.search.resultCountAtLeast': '{count, number}+ results',
  'catalog.search.narrow': 'Narrow the results',
  'catalog.search.filters': 'Filters',
  'catalog.search.filtersChosen': 'Filters ({count})',
  'catalog.search.emptyStart': 'Nothing matches. Check the spelling, try fewer words, or',
  'catalog.search.emptyLink': 'ask us to find the book',
  'catalog.search.emptyEnd': '.',
  'catalog.search.pages': 'Result pages',

  'catalog.sort.label': 'Sort by',
  'catalog.sort.relevance': 'Relevance',
  'catalog.sort.priceAsc': 'Price: low to high',
  'catalog.sort.priceDesc': 'Price: high to low',
  'catalog.sort.newest': 'Newest',
  'catalog.sort.discountDesc': 'Biggest discount',

  'catalog.facet.category': 'Category',
  'catalog.facet.author': 'Author',
  'catalog.facet.publisher': 'Publisher',
  'catalog.facet.language': 'Language',
  'catalog.facet.price': 'Price',
  'catalog.facet.availability': 'Availability',
  'catalog.facet.all': 'All',
  'catalog.facet.removeFilter': '({facet}: remove filter)',
  'catalog.facet.showAll': 'Show all {count}',
  'catalog.facet.showFewer': 'Show fewer',

  'catalog.pagination.label': 'Pages',
  'catalog.pagination.previous': 'Previous',
  'catalog.pagination.next': 'Next',
  'catalog.pagination.page': 'Page {page}',

  // Advanced search.
  'catalog.advanced.title': 'Advanced Search',
  'catalog.advanced.description':
    'Find a book by its title, author, ISBN, publisher, category or price range.',
  'catalog.advanced.form': 'Advanced search',
  'catalog.advanced.bookTitle': 'Title',
  'catalog.advanced.author': 'Author',
  'catalog.advanced.isbn': 'ISBN',
  'catalog.advanced.isbnHint': 'ISBN-10 or ISBN-13, hyphens allowed',
  'catalog.advanced.publisher': 'Publisher',
  'catalog.advanced.category': 'Category',
  'catalog.advanced.anyCategory': 'Any category',
  'catalog.advanced.wholeGroup': '{group} (all)',
  'catalog.advanced.priceRange': 'Price range (Rs.)',
  'catalog.advanced.from': 'From',
  'catalog.advanced.to': 'To',
  'catalog.advanced.search': 'Search',
  'catalog.advanced.clear': 'Clear',

  // Request a book.
  'catalog.request.title': 'Request a Book',
  'catalog.request.description':
    "Can't find a book? Tell us the title and author and we will try to get it for you.",
  'catalog.request.intro':
    "Can't find the book you want? Tell us about it and we will e-mail you when we find it.",
  'catalog.request.form': 'Request a book',
  'catalog.request.bookTitle': 'Book title',
  'catalog.request.author': 'Author',
  'catalog.request.name': 'Your name',
  'catalog.request.email': 'Email',
  'catalog.request.phone': 'Mobile number',
  'catalog.request.phoneHint': 'Optional. A Pakistani mobile, such as 0300 1234567',
  'catalog.request.notes': 'Anything else we should know',
  'catalog.request.send': 'Send request',
  'catalog.request.sending': 'Sending…',
  'catalog.request.failed': 'We could not send your request. Please try again.',
} as const satisfies Record<string, string>;
