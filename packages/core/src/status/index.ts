export { badgeText, statusLabel } from './badge-text.ts';
export { type BadgeTone, badgeTone } from './badge-tone.ts';
