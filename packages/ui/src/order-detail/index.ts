export { OrderDetail, type OrderDetailBusyAction, type OrderDetailProps } from './order-detail';
export { formatNodes } from './message-nodes';
