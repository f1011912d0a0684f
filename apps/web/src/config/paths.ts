import { CONTENT_PAGES, SITE_PATHS } from '@bookshop/domain';

/**
 * Every route of the shop with an `href` builder each. Defined once in the domain package
 * (`SITE_PATHS`), which the ui cards and the server's sitemap read too.
 */
export const paths = SITE_PATHS;

/** Content pages linked from the site menu and the footer: path -> heading. */
export const contentPages = CONTENT_PAGES;
