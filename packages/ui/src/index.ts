import './styles/index.css';

export * from './account-menu';
export * from './book-card';
export * from './button';
export * from './dialog';
export * from './footer';
export * from './header';
export * from './link-provider';
export * from './mega-menu';
export * from './text-field';
