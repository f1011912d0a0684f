import type { BinDiscountRule } from '../../entities/bin-discount.js';
import type { HomeSectionKey } from '../listings.js';
import type { AdminPage, StaffRef } from './common.js';

/**
 * The catalogue desk's merchandising (issue 25): the category tree behind the mega-menus, the home
 * page's banners and rows, bank-card discount rules, book requests from `/request` and gift cards.
 * Owner and catalogue roles; every change audited; the storefront's answers follow at once.
 */

/** A category in the desk's tree. Levels 1 to 4; books are filed under level 4. */
export interface AdminCategoryNode {
  id: number;
  slug: string;
  name: string;
  /** Its name on the shop's Urdu pages; null until given (Urdu pages then show `name`). */
  name_ur: string | null;
  level: number;
  parent_id: number | null;
  /** Order among its siblings, from 0. */
  position: number;
  /** Hidden categories (and all below them) are left out of the menus and their pages. */
  hidden: boolean;
  /** Books filed under it or anything below it. */
  books: number;
  children: readonly AdminCategoryNode[];
}

/** Answer of `GET /api/admin/catalogue/categories`: the whole tree, top level first. */
export interface AdminCategoryTreeResponse {
  data: { categories: readonly AdminCategoryNode[] };
}

/**
 * Body of `PATCH /api/admin/catalogue/categories/{id}`: any of rename (in English or Urdu), hide or show, move under
 * another parent of the same level as its parent now (so the tree keeps four levels), and the
 * place among its (new) siblings, from 0 (the others shift). Answers the whole tree again.
 */
export interface AdminCategoryPatch {
  name?: string;
  /** The Urdu name; an empty one clears it (Urdu pages then show the English name). */
  name_ur?: string;
  hidden?: boolean;
  parent_id?: number;
  position?: number;
}

/** The drawings a home page banner can show beside its words (the storefront's `PromoBanner` art). */
export const HOME_BANNER_ARTS = ['urdu', 'school', 'deals'] as const;
/** Which artwork a home page banner shows. */
export type HomeBannerArt = (typeof HOME_BANNER_ARTS)[number];

/** A home page banner as the storefront shows it (`GET /api/home`'s `banners`). */
export interface HomeBanner {
  id: number;
  title: string;
  text: string;
  /** The button's words. */
  cta: string;
  /** Where it leads: a path of the shop (`/category/level4/12/instock`, `/search?language=ur`). */
  href: string;
  art: HomeBannerArt;
}

/** A banner on the desk: the shopper's view plus its place and whether it is shown. */
export interface AdminHomeBanner extends HomeBanner {
  position: number;
  hidden: boolean;
}

/** Body of `POST /api/admin/catalogue/home/banners` and `PUT .../banners/{id}` (`homeBannerSchema`). */
export interface AdminHomeBannerInput {
  title: string;
  text: string;
  cta: string;
  href: string;
  art: HomeBannerArt;
  hidden: boolean;
  /** From 0; empty or past the end puts it last. */
  position?: number;
}

/**
 * Where a home row takes its books from: the newest, the most stocked ("popular"), the highest
 * own discounts, one language, one category (newest first), or books staff picked (in their order).
 */
export const HOME_ROW_SOURCES = [
  'new',
  'popular',
  'high-discounts',
  'language',
  'category',
  'picked',
] as const;
/** Where a home page row takes its books from. */
export type HomeRowSource = (typeof HOME_ROW_SOURCES)[number];

/** A home page row on the desk. The storefront shows shown rows in `position` order. */
export interface AdminHomeRow {
  id: number;
  title: string;
  /** The title on the Urdu pages; null shows `title` there too. */
  title_ur: string | null;
  source: HomeRowSource;
  /** `language` rows: `ur`, `en`, ... */
  language: string | null;
  /** `category` rows. */
  category_id: number | null;
  /** `picked` rows, in order. */
  book_ids: readonly number[];
  position: number;
  hidden: boolean;
  /**
   * The key the storefront's section carries: the four built-in rows keep theirs (`new`,
   * `popular`, `high-discounts`, `urdu`), other rows are `row-<id>`.
   */
  key: HomeSectionKey | `row-${number}`;
}

/** Body of `POST /api/admin/catalogue/home/rows` and `PUT .../rows/{id}` (`homeRowSchema`). */
export interface AdminHomeRowInput {
  title: string;
  /** The title on the Urdu pages; empty clears it, absent keeps it. */
  title_ur?: string;
  source: HomeRowSource;
  language?: string;
  category_id?: number | string;
  book_ids?: number[];
  hidden: boolean;
  position?: number;
}

/** Answer of `GET /api/admin/catalogue/home` and of each banner or row change: the whole home page. */
export interface AdminHomeLayoutResponse {
  data: { banners: readonly AdminHomeBanner[]; rows: readonly AdminHomeRow[] };
}

/** A bank-card discount rule on the desk. */
export interface AdminCardRule extends BinDiscountRule {
  id: number;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
}

/** Answer of `GET /api/admin/catalogue/card-rules`: every rule, enabled or not, by bank. */
export interface AdminCardRulesResponse {
  data: { rules: readonly AdminCardRule[] };
}

/** Answer of each card rule change (`POST`, `PUT`, enable, disable, logo). */
export interface AdminCardRuleResponse {
  data: { rule: AdminCardRule };
}

/**
 * Body of `POST /api/admin/catalogue/card-rules` and `PUT .../card-rules/{id}` (`cardRuleSchema`).
 * The logo is uploaded after (`POST .../card-rules/{id}/logo`, multipart field `logo`, JPEG, PNG or
 * WebP up to 8 MB); until then the rule shows `/bank-logos/<bank name>.svg`.
 */
export interface AdminCardRuleInput {
  bank_name: string;
  /** 6 to 8 digits: cards starting with them take the rule. */
  bin: string;
  discount_type: 'percentage' | 'value';
  /** 1 to 100 percent, or rupees per book. */
  discount_value: string | number;
  /** Most rupees one order gets. */
  discount_limit: string | number;
  rule_enabled: boolean;
}

/** Where a book request stands: new, sourced (`found`: the book linked, the shopper told), declined (`not_found`), closed. */
export type AdminBookRequestStatus = 'new' | 'found' | 'not_found' | 'closed';

/** A request from `/request` on the desk. */
export interface AdminBookRequest {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  title: string;
  author: string | null;
  notes: string | null;
  status: AdminBookRequestStatus;
  /** ISO 8601. */
  created_at: string;
  /** The book it was sourced as. */
  book: { id: number; title: string } | null;
  /** What the shopper was told. */
  reply: string | null;
  answered_at: string | null;
  answered_by: StaffRef | null;
}

/** Query of `GET /api/admin/catalogue/book-requests`: newest first; `q` finds a title, author, name or e-mail. */
export interface AdminBookRequestsQuery {
  status?: AdminBookRequestStatus;
  q?: string;
  page?: number;
  per_page?: number;
}

/** Answer of `GET /api/admin/catalogue/book-requests`. */
export interface AdminBookRequestsResponse {
  data: {
    requests: readonly AdminBookRequest[];
    counts: Readonly<Record<AdminBookRequestStatus, number>>;
  } & AdminPage;
}

/**
 * Body of `POST /api/admin/catalogue/book-requests/{id}/sourced`: the book it is now (the shopper
 * is e-mailed its link, and `reply` when given).
 */
export interface AdminBookRequestSourcedInput {
  book_id: number | string;
  reply?: string;
}

/** Body of `POST /api/admin/catalogue/book-requests/{id}/declined`: the reply e-mailed to the shopper. */
export interface AdminBookRequestDeclinedInput {
  reply: string;
}

/** Answer of sourced and declined. */
export interface AdminBookRequestResponse {
  data: { request: AdminBookRequest };
}

/** A gift card's state on the desk. */
export type AdminGiftCardState = 'pending' | 'declined' | 'active' | 'redeemed' | 'void';

/** A gift card on the desk: never its code, only the last four characters. */
export interface AdminGiftCard {
  id: number;
  /** `GC` + id, the buyer's receipt number. */
  number: string;
  state: AdminGiftCardState;
  amount: number;
  /** What can still be spent: the whole amount while active (cards are single-use), else 0. */
  remaining: number;
  code_last_four: string | null;
  recipient_name: string;
  recipient_email: string;
  buyer_name: string;
  buyer_email: string;
  /** ISO 8601. */
  submitted_at: string;
  paid_at: string | null;
  redeemed_at: string | null;
  redeemed_order_id: number | null;
  voided_at: string | null;
  void_reason: string | null;
}

/** Query of `GET /api/admin/catalogue/gift-cards`: newest first; `q` finds GC number, e-mail, name or last four. */
export interface AdminGiftCardsQuery {
  state?: AdminGiftCardState;
  q?: string;
  page?: number;
  per_page?: number;
}

/** Answer of `GET /api/admin/catalogue/gift-cards`. */
export interface AdminGiftCardsResponse {
  data: { gift_cards: readonly AdminGiftCard[] } & AdminPage;
}

/** Body of `POST /api/admin/catalogue/gift-cards/{id}/void` (`giftCardVoidSchema`). Only an active card can be voided. */
export interface AdminGiftCardVoidInput {
  reason: string;
}

/** Answer of the void. */
export interface AdminGiftCardResponse {
  data: { gift_card: AdminGiftCard };
}
