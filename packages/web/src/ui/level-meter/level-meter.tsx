import './level-meter.css';

export interface LevelMeterProps {
  /** What is measured, such as 'KYC tier' or 'Risk level'. */
  label: string;
  value: number;
  min?: number;
  max: number;
  /** The level in words, shown and read out instead of the number, such as 'Standard KYC'. */
  valueText: string;
}

/**
 * A level on a short scale (KYC tier, risk level) as a filled bar and its words: a meter element with its value,
 * bounds and text, so a screen reader says 'KYC tier, Standard KYC' rather than a number.
 */
export function LevelMeter({ label, value, min = 0, max, valueText }: LevelMeterProps) {
  return (
    <span className="level-meter">
      <meter
        aria-label={label}
        aria-valuetext={valueText}
        min={min}
        max={max}
        value={value}
        className="level-meter-bar"
      />
      <span className="level-meter-text" aria-hidden="true">
        {valueText}
      </span>
    </span>
  );
}
