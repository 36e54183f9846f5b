import { BLANK_FLAG } from '@ops/core/money';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { MoneyAmount } from './money-amount.tsx';

describe('money amount', () => {
  it('formats minor units with the currency’s own decimals and shows its flag', () => {
    renderInConsole(
      <>
        <MoneyAmount amount={123_456} currency="EUR" />
        <MoneyAmount amount={1_234_567} currency="KWD" />
        <MoneyAmount amount={99} currency="?" />
      </>,
    );
    expect(screen.getByText('€1,234.56')).toBeDefined();
    expect(screen.getByText('KWD 1,234.567')).toBeDefined();
    expect(screen.getByText('€0.99')).toBeDefined();
    const flags = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(flags).toEqual(['/flags/eu.svg', '/flags/kw.svg', '/flags/eu.svg']);
  });

  it('says the currency is unknown instead of guessing, with a blank flag', () => {
    renderInConsole(<MoneyAmount amount={100} currency="XYZ" />);
    expect(screen.getByText('Currency code not found')).toBeDefined();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(BLANK_FLAG);
  });

  it('falls back to the blank flag when the flag image fails to load', () => {
    renderInConsole(<MoneyAmount amount={100} currency="USD" />);
    const flag = document.querySelector('img') as HTMLImageElement;
    expect(flag.getAttribute('src')).toBe('/flags/us.svg');
    fireEvent.error(flag);
    expect(flag.getAttribute('src')).toBe(BLANK_FLAG);
  });
});
