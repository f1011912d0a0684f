export { type CountTab, CountTabs, type CountTabsProps } from './count-tabs';
