/** White or near-black text over a colour, whichever reads better (WCAG relative luminance). */
export function onBrand(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 || digits.length === 4 ? [...digits.slice(0, 3)].map((c) => c + c).join('') : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#1a1b1e' : '#ffffff';
}

/** A theme colour, only when it is a plain hex colour (it is written into an inline style), else the fallback. */
export function themeColor(colors: Record<string, string> | null | undefined, key: string, fallback: string): string {
  const value = colors?.[key];
  return value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;
}
