export { StatCard, type StatCardProps } from './stat-card';
