import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

/** '#1c7ed6' or '1c7ed6' or '#17d' → [28, 126, 214]; null when it is not a hex colour. */
export function parseHex(value: string | null | undefined): Rgb | null {
  if (!value) return null;
  let hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = hex.split('').map((c) => c + c).join('');
  if (/^[0-9a-f]{8}$/i.test(hex)) hex = hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(hex)) return null;
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i] + (target[i] - color[i]) * amount) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * A 10-shade Mantine palette from one hex colour: shade 6 (Mantine's default primary shade in light mode)
 * is the colour itself, lighter shades mix it with white and darker ones with black.
 */
export function buildPalette(hex: string): MantineColorsTuple | null {
  const base = parseHex(hex);
  if (!base) return null;
  const light = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((amount) => toHex(mix(base, WHITE, amount)));
  const dark = [0.12, 0.24, 0.36].map((amount) => toHex(mix(base, BLACK, amount)));
  return [...light, toHex(base), ...dark] as unknown as MantineColorsTuple;
}

/** Relative luminance (WCAG), to choose a readable text colour over a background. */
export function luminance(hex: string): number | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
