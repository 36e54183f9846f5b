import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image.tsx';
import { PLACEHOLDER_IMAGE } from './placeholder-image.ts';

describe('fallback image', () => {
  it('shows the placeholder when the image fails to load, and gives a new source its own chance', () => {
    const { rerender } = render(<FallbackImage src="/missing.png" alt="Passport front" />);
    const image = screen.getByRole('img', { name: 'Passport front' });
    expect(image.getAttribute('src')).toBe('/missing.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    // The placeholder failing too leaves it in place instead of looping.
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    rerender(<FallbackImage src="/other.png" alt="Passport front" />);
    expect(image.getAttribute('src')).toBe('/other.png');
  });

  it('shows the fallback it is given, e.g. the blank flag', () => {
    render(<FallbackImage src="/flags/xx.svg" fallback="data:image/svg+xml,blank" alt="" />);
    const image = document.querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('data:image/svg+xml,blank');
  });
});
