export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './segmented-control.tsx';
