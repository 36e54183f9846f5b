export { Skeleton, type SkeletonProps } from './skeleton.tsx';
export { SkeletonList } from './skeleton-list.tsx';
