export { KycTierMeter } from './kyc-tier-meter.tsx';
export { LevelMeter, type LevelMeterProps } from './level-meter.tsx';
