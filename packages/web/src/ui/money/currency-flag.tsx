import { BLANK_FLAG, flagSource } from '@ops/core/money';
import { FallbackImage } from '../fallback-image/fallback-image.tsx';

/** The build copies flag-icons' 4:3 flags to `/flags/` (see `vite-flag-assets.ts`); they load when shown. */
export function flagUrl(specifier: string): string {
  return `/flags/${specifier.slice(specifier.lastIndexOf('/') + 1)}`;
}

/** A currency's flag (spec section 1); an unknown currency, or a flag that fails to load, shows a blank image. */
export function CurrencyFlag({ currency }: { currency: string | null | undefined }) {
  return (
    <FallbackImage
      className="currency-flag"
      src={flagSource(currency, flagUrl)}
      fallback={BLANK_FLAG}
      alt=""
      width={20}
      height={15}
      loading="lazy"
    />
  );
}
