export { MegaMenu, type MegaMenuProps } from './mega-menu';
export {
  isGroupActive,
  isHrefActive,
  isSamePath,
  type MenuCategory,
  type MenuGroup,
  type MenuSection,
  panelSections,
  SPEC_PATH_ALIASES,
} from './menu-model';
export { splitIntoColumns } from './split-into-columns';
