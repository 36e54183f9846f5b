import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { LevelMeter } from './level-meter.tsx';

describe('level meter', () => {
  it('is a meter named by its label, with its value, bounds and words', () => {
    renderInConsole(<LevelMeter label="Risk level" value={2} min={1} max={5} valueText="Low" />);
    const meter = screen.getByRole('meter', { name: 'Risk level' });
    expect(['min', 'value', 'max'].map((bound) => meter.getAttribute(bound))).toEqual(['1', '2', '5']);
    expect(meter.getAttribute('aria-valuetext')).toBe('Low');
    expect(screen.getByText('Low')).toBeDefined();
  });
});
