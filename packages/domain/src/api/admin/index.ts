/** The admin API's wire contract (issue 24): staff, the order desk, customers, the audit log. */
export * from './audit.js';
export * from './cancel-demands.js';
export * from './common.js';
export * from './customers.js';
export * from './dashboard.js';
export * from './orders.js';
export * from './paths.js';
export * from './staff.js';
