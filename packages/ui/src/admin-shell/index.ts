export { type AdminNavItem, AdminShell, type AdminShellProps } from './admin-shell';
