export { OrderSummary, type OrderSummaryFigures, type OrderSummaryProps } from './order-summary';
