export { AccountMenu, type AccountMenuItem, type AccountMenuProps } from './account-menu';
