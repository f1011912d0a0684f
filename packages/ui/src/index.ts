import './styles/index.css';

export * from './account-menu';
export * from './book-card';
export * from './button';
export * from './carousel';
export * from './dialog';
export * from './facet-list';
export * from './footer';
export * from './header';
export * from './link-provider';
export * from './mega-menu';
export * from './pagination';
export * from './promo-banner';
export * from './search-box';
export * from './site-menu';
export * from './sort-select';
export * from './text-field';
export * from './toast';
