export { OrderDetail, type OrderDetailBusyAction, type OrderDetailProps } from './order-detail';
