import { type ImgHTMLAttributes, useState } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholder-image.ts';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  /** Empty for a decorative image such as a flag beside its currency code. */
  alt: string;
  /** What shows when `src` fails to load: the placeholder image unless given (a flag gives a blank one). */
  fallback?: string;
}

/**
 * An image that shows `fallback` instead when it fails to load (spec section 8). A new `src` gets its own
 * chance, and a failing fallback does not loop.
 */
export function FallbackImage({ src, alt, fallback = PLACEHOLDER_IMAGE, onError, ...image }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <img
      {...image}
      alt={alt}
      src={failed === src ? fallback : src}
      onError={(event) => {
        setFailed(src);
        onError?.(event);
      }}
    />
  );
}
