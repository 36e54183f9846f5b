export { LevelMeter, type LevelMeterProps } from './level-meter.tsx';
