/**
 * The word that begins the title of every book the back-office tests make (admin-catalogue.spec.ts).
 * They change such a book's price and stock while other tests run, so the shopper tests never pick
 * one: a shopper's cart holding it would be refused at placing as changed, correctly, and the
 * shopper's test would fail for what another test did.
 */
export const BACK_OFFICE_TITLE_WORD = 'Zarnigar';
