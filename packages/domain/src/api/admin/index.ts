/** The admin API's wire contract (issue 24): staff, the order desk, customers, the audit log. */
export * from './audit.js';
export * from './cancel-demands.js';
export * from './catalogue-books.js';
export * from './catalogue-bulk.js';
export * from './catalogue-merchandising.js';
export * from './catalogue-paths.js';
export * from './common.js';
export * from './customers.js';
export * from './dashboard.js';
export * from './orders.js';
export * from './paths.js';
export * from './staff.js';
