/**
 * The back office's components, a third entry point (`@bookshop/ui/admin`) with its own
 * stylesheet (`@bookshop/ui/admin.css`), so nothing of them reaches the storefront's pages.
 */
import './styles/admin.css';

export * from './admin-shell';
export * from './count-tabs';
export * from './data-table';
export * from './filter-bar';
export * from './image-upload-field';
export * from './progress-bar';
export * from './stat-card';
export * from './status-badge';
export * from './stock-editor';
export * from './text-area-field';
export * from './timeline';
