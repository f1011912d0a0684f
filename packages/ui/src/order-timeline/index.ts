export { OrderTimeline, type OrderTimelineProps } from './order-timeline';
