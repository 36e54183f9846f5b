export { InfoPopover } from './info-popover.tsx';
