export { formatNodes } from './message-nodes';
export { OrderDetail, type OrderDetailBusyAction, type OrderDetailProps } from './order-detail';
