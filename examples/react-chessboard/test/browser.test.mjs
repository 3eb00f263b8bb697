/**
 * The react-chessboard page played in headless Chromium (Debian's /usr/bin/chromium through
 * playwright-core; CHROMIUM_PATH changes it) by dragging pieces with the mouse, as a person plays.
 * Expected positions are worked out by hand from the moves (FIDE laws), not taken from
 * boardwright's output. Screenshots go to screenshots/.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('..', import.meta.url));
const page = pathToFileURL(join(here, 'dist', 'index.html')).href;
const shots = join(here, 'screenshots');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(join(here, 'dist', 'index.html'))) throw new Error('dist/index.html is missing: npm run build');
if (!existsSync(executablePath)) throw new Error(`${executablePath} is missing: apt-get install -y chromium`);
mkdirSync(shots, { recursive: true });

let context;
let tab;
let errors = [];
let userDataDir;
before(async () => {
  userDataDir = mkdtempSync(join(tmpdir(), 'bw-react-chessboard-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 600, height: 420 },
  });
  tab = context.pages()[0] ?? (await context.newPage());
  tab.setDefaultTimeout(15_000);
  tab.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  tab.on('pageerror', (e) => errors.push(String(e)));
});
after(async () => {
  await context?.close();
  rmSync(userDataDir, { recursive: true, force: true });
});

async function open(query = {}) {
  errors = [];
  await tab.goto(`${page}?${new URLSearchParams(query)}`);
  await tab.waitForSelector('[data-square="e1"]');
}

const settle = () => tab.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 20)));

/**
 * Plays a legal move by dragging and waits until the page shows it played. A drag that begins while
 * react-chessboard still animates the last move can be lost as a gesture (seen once in CI: the queen
 * stayed on d1); such a drag is made once more. A move the page refuses stays refused either way, and
 * the positions checked afterwards fail.
 */
async function playByDrag(from, to) {
  const before = await tab.evaluate(() => document.getElementById('fen').value);
  const played = () => tab.waitForFunction((fen) => document.getElementById('fen').value !== fen, before, { timeout: 2000 }).then(() => true, () => false);
  await drag(from, to);
  if (await played()) return;
  if ((await tab.evaluate(() => document.getElementById('message').textContent)).startsWith('refused')) return;
  await drag(from, to);
  await played();
}

/** Drags the piece on `from` to `to` with the mouse (press, move in steps, release). */
async function drag(from, to) {
  const a = await tab.locator(`[data-square="${from}"]`).boundingBox();
  const b = await tab.locator(`[data-square="${to}"]`).boundingBox();
  await tab.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await tab.mouse.down();
  await tab.mouse.move(a.x + a.width / 2 + 5, a.y + a.height / 2 + 5, { steps: 3 });
  await tab.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await tab.mouse.up();
  await settle();
}

const shown = async () => (await settle(), tab.evaluate(() => ({
  pieces: [...document.querySelectorAll('[data-square]')].flatMap((sq) => [...sq.querySelectorAll('[data-piece]')].map((p) => `${sq.dataset.square} ${p.dataset.piece}`)).sort(),
  status: document.getElementById('status').textContent,
  check: document.getElementById('status').dataset.check,
  over: document.getElementById('status').dataset.over,
  fen: document.getElementById('fen').value,
  moves: document.getElementById('moves').textContent,
  message: document.getElementById('message').textContent,
  // the checked king's square carries the red highlight
  highlighted: [...document.querySelectorAll('[data-square]')].filter((sq) => /radial-gradient/.test(sq.getAttribute('style') ?? '') || [...sq.querySelectorAll('*')].some((e) => /radial-gradient/.test(e.getAttribute('style') ?? ''))).map((sq) => sq.dataset.square),
})));

/** The pieces a FEN's placement puts where, as react-chessboard names them (`e1 wK`). */
function piecesOf(fen) {
  const out = [];
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else out.push(`${String.fromCharCode(97 + file++)}${8 - i} ${ch === ch.toUpperCase() ? 'w' : 'b'}${ch.toUpperCase()}`);
    }
  });
  return out.sort();
}

async function expectPosition(fen) {
  const s = await shown();
  assert.equal(s.fen, fen);
  assert.deepEqual(s.pieces, piecesOf(fen), 'the pieces react-chessboard shows');
  return s;
}

describe('react-chessboard driven by a boardwright game', () => {
  it('plays the scholar\'s mate by dragging pieces: the position as FEN, the checked king highlighted, the game over', async () => {
    await open();
    await expectPosition('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['f1', 'c4'], ['b8', 'c6'], ['d1', 'h5'], ['g8', 'f6'], ['h5', 'f7']]) await playByDrag(from, to);
    // 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#, worked out by hand.
    const s = await expectPosition('r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4');
    assert.equal(s.moves, 'e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#');
    assert.equal(s.over, 'true');
    assert.match(s.status, /game over: white wins \(checkmate\)/);
    assert.deepEqual(s.highlighted, ['e8']);
    await tab.screenshot({ path: join(shots, 'react-chessboard-mate.png') });
    // Nothing moves after the mate: the drop is refused with GAME_OVER and the piece goes back.
    await drag('e8', 'e7');
    assert.equal((await expectPosition('r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4')).message, 'refused: GAME_OVER');
    assert.deepEqual(errors, []);
  });

  it('refuses an illegal drop, puts the piece back and says why', async () => {
    await open();
    await drag('e2', 'e5'); // a pawn does not go three squares
    const s = await expectPosition('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    assert.equal(s.message, 'refused: ILLEGAL_MOVE');
    await drag('e7', 'e5'); // black does not move first
    assert.equal((await expectPosition('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')).message, 'refused: ILLEGAL_MOVE');
    assert.deepEqual(errors, []);
  });

  it('asks for the promotion piece when a pawn is dropped on the last rank, and plays the one chosen', async () => {
    await open({ fen: '8/P6k/8/8/8/8/8/K7 w - - 0 1' });
    await drag('a7', 'a8');
    assert.equal(await tab.locator('#promotion button').count(), 4);
    await expectPosition('8/P6k/8/8/8/8/8/K7 w - - 0 1'); // nothing played yet
    await tab.locator('#promotion button[data-piece="n"]').click();
    const s = await expectPosition('N7/7k/8/8/8/8/8/K7 b - - 0 1');
    assert.equal(s.moves, 'a8=N');
    assert.deepEqual(errors, []);
  });
});
