import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect, test } from 'vitest';

const BRAND = [0x00, 0x5b, 0x50];
const file = (name: string) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));
/** A picture of public/ as RGB bytes, row by row, with its size. */
const rgbOf = (name: string) => sharp(file(name)).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** A maskable icon is cut to any shape inside its square: what lies outside the central circle of 40 % radius
 * (the safe zone, W3C manifest spec) may be cut, and must be background. */
test('[OFF-08] [UX-05] the maskable icon is full bleed in the brand colour, its drawing inside the safe zone (no white margin)', async () => {
  const { data, info } = await rgbOf('maskable-icon-512x512.png');
  expect([info.width, info.height]).toEqual([512, 512]);
  const pixel = (x: number, y: number) => [...data.subarray((y * 512 + x) * 3, (y * 512 + x) * 3 + 3)];
  const nearBrand = (rgb: number[]) => rgb.every((value, i) => Math.abs(value - BRAND[i]!) <= 8);
  // Corners and edges: Android's circle or squircle mask shows them on some launchers.
  for (const [x, y] of [
    [0, 0],
    [511, 0],
    [0, 511],
    [511, 511],
    [256, 0],
    [0, 256],
    [511, 256],
    [256, 511],
  ] as const)
    expect({ x, y, brand: nearBrand(pixel(x, y)) }).toEqual({ x, y, brand: true });
  // Every pixel outside the safe zone is background: the mask cuts nothing of the drawing.
  let outsideNotBrand = 0;
  for (let y = 0; y < 512; y++)
    for (let x = 0; x < 512; x++)
      if (Math.hypot(x - 255.5, y - 255.5) > 0.4 * 512 && !nearBrand(pixel(x, y))) outsideNotBrand++;
  expect(outsideNotBrand).toBe(0);
});

test("the social card a shared link shows is 1200x630 (what chat apps and social sites crop to), in the brand's green", async () => {
  const { data, info } = await rgbOf('images/social-card.png');
  expect([info.width, info.height]).toEqual([1200, 630]);
  expect([...data.subarray(0, 3)]).toEqual(BRAND);
});
