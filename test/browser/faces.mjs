/**
 * Traditional piece faces seen in a browser (the browser run's check `traditional-faces` and
 * scripts/screenshots.mjs): xiangqi, janggi and shogi boards drawn by `renderSvg` of the built
 * package and shown in headless Chromium, which must show every piece's characters though the
 * machine has no CJK font (the characters are outlines; `fc-list :lang=zh` prints none on the
 * machines this is run on, see `cjkFonts`).
 */
import { spawnSync } from 'node:child_process';
import { shogi, janggi, xiangqi } from '../../dist/fairy.js';
import { renderSvg } from '../../dist/svg.js';

/** The three boards: xiangqi's and janggi's start, and shogi after eleven moves (a promoted bishop, pieces in hand). */
export function faceBoards() {
  const line = ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e', 'B*3c', '4e3d', '3c7g+', '8i7g', '2b3c', '3d2c'];
  return [
    { id: 'xiangqi', variant: xiangqi, position: xiangqi.setup() },
    { id: 'janggi', variant: janggi, position: janggi.setup() },
    { id: 'shogi', variant: shogi, position: line.reduce((p, m) => shogi.play(p, m), shogi.setup()) },
  ];
}

/** How many fonts on this machine cover Chinese (`fc-list :lang=zh`), or undefined without fontconfig. */
export function cjkFonts() {
  const r = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n').filter((l) => l.trim() !== '').length : undefined;
}

/** Shows an SVG picture alone on the page, on white. */
export async function show(tab, svg) {
  await tab.setContent(`<!doctype html><html><body style="margin:0;background:#ffffff">${svg}</body></html>`);
  await tab.waitForSelector('svg.bw-board');
}

/**
 * The pieces (on the board and in hand) that show no character: a piece whose group holds no
 * `path.bw-cjk`, or whose paths cover no area as the browser lays them out. Empty when every
 * piece shows its face.
 */
export async function piecesWithoutGlyph(tab) {
  return tab.evaluate(() => [...document.querySelectorAll('svg.bw-board .bw-piece, svg.bw-board .bw-hand-piece')].filter((piece) => {
    const paths = [...piece.querySelectorAll('path.bw-cjk')];
    return paths.length === 0 || paths.some((p) => { const b = p.getBBox(); return !(b.width > 1 && b.height > 1); });
  }).map((piece) => `${piece.dataset.node ?? 'hand'}:${piece.dataset.player}:${piece.dataset.kind}`));
}

/**
 * The share of ink in the middle of one piece's face, from a screenshot of that piece: the pixels
 * of the central square (half the piece's width) that differ clearly from the wood. A face with
 * its character drawn has ink there; a blank face (or an empty box where a font is missing) has
 * little or none.
 */
export async function inkShare(tab, selector) {
  const piece = tab.locator(selector).first();
  const png = await piece.screenshot();
  return tab.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width; canvas.height = img.height;
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0);
    const x0 = Math.round(img.width / 4), y0 = Math.round(img.height / 4), w = Math.round(img.width / 2), h = Math.round(img.height / 2);
    const data = g.getImageData(x0, y0, w, h).data;
    // The wood is the most common colour of the square; ink is anything far from it.
    const counts = new Map();
    for (let i = 0; i < data.length; i += 4) { const key = `${data[i]},${data[i + 1]},${data[i + 2]}`; counts.set(key, (counts.get(key) ?? 0) + 1); }
    const wood = [...counts].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - wood[0]) + Math.abs(data[i + 1] - wood[1]) + Math.abs(data[i + 2] - wood[2]) > 150) ink++;
    }
    return ink / (w * h);
  }, png.toString('base64'));
}

/** Each board shown, checked and screenshot: `{ id, missing, international, ink, png }` (png a Buffer). */
export async function checkBoards(tab, size = 480) {
  const out = [];
  for (const { id, variant, position } of faceBoards()) {
    await show(tab, renderSvg(variant, position, { size, pieces: 'international' }));
    // The same check on the Latin faces finds every piece without a character: the check can fail.
    const international = (await piecesWithoutGlyph(tab)).length;
    await show(tab, renderSvg(variant, position, { size }));
    const missing = await piecesWithoutGlyph(tab);
    // One face: the first player's general (king), whose character is in the middle of the piece.
    const ink = await inkShare(tab, `svg.bw-board .bw-piece[data-player="${variant.players[0]}"][data-kind="K"]`);
    const png = await tab.locator('svg.bw-board').screenshot();
    out.push({ id, missing, international, pieces: await tab.locator('svg.bw-board .bw-piece, svg.bw-board .bw-hand-piece').count(), ink, png });
  }
  return out;
}
