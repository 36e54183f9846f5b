export { StatusBadge } from './status-badge.tsx';
