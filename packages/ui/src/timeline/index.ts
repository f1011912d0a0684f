export { Timeline, type TimelineItem, type TimelineKind, type TimelineProps } from './timeline';
