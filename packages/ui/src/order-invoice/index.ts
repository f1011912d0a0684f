export { OrderInvoice, type OrderInvoiceProps } from './order-invoice';
