export { type SegmentedControlProps, SegmentedControl, type SegmentedOption } from './segmented-control.tsx';
