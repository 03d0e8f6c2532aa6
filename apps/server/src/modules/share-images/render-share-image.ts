import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import {
  SHARE_IMAGE_FONT,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  type ImageNode,
} from './share-image-template';

const require = createRequire(import.meta.url);

/**
 * Roboto from its npm package, read once, as WOFF (satori cannot read WOFF2). The Latin subset has
 * every letter and sign of Spanish (accents, 'ñ', '¿', '¡', '°', '…'); the others, under names of
 * their own, are where satori finds a sign an administrator may type (≥, ≤, →, €) instead of
 * drawing an empty box.
 */
const fonts = (['latin', 'latin-ext', 'math', 'symbols'] as const).flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({
    name: subset === 'latin' ? SHARE_IMAGE_FONT : `${SHARE_IMAGE_FONT} ${subset}`,
    data: readFileSync(require.resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  })),
);

/** A picture's element tree as a PNG: satori lays it out as SVG, resvg draws it. */
export async function renderShareImage(tree: ImageNode): Promise<Buffer> {
  const svg = await satori(tree, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts });
  return new Resvg(svg).render().asPng();
}
