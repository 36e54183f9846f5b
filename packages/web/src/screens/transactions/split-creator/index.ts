export { SplitCreator, type SplitCreatorProps } from './split-creator.tsx';
export { SplitRefundCreator, type SplitRefundCreatorProps } from './split-refund-creator.tsx';
