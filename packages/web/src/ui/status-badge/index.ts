export { StatusBadge } from './status-badge.tsx';
export { statusColumn } from './status-column.tsx';
