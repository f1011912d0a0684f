export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status-badge';
export { orderStatusTone, paymentStateTone } from './status-tones';
