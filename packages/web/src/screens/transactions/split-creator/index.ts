export { SplitCreator, type SplitCreatorProps } from './split-creator.tsx';
