/** The relative luminance of a '#rgb' or '#rrggbb' colour (WCAG 2). */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const channel = (at: number) => {
    const value = Number.parseInt(digits.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or near-black, whichever reads better on the merchant's colour: its buttons stay legible. */
export function textColorOn(background: string): '#ffffff' | '#111827' {
  const on = luminance(background);
  return contrast(on, 1) >= contrast(on, luminance('#111827')) ? '#ffffff' : '#111827';
}
