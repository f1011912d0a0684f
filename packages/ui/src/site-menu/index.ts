export { SiteMenu, type SiteMenuProps } from './site-menu';
export { type SiteMenuLink, siteMenuLinks } from './site-menu-links';
