/**
 * The chessground page played in headless Chromium (Debian's /usr/bin/chromium through
 * playwright-core; CHROMIUM_PATH changes it), by mouse clicks on chessground's board as a person
 * plays. Expected positions are worked out by hand from the moves (FIDE laws; lichess's crazyhouse
 * and Chess960 rules), not taken from boardwright's output; the squares chessground offers are
 * compared with the library's `destinations`. Screenshots go to screenshots/.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chess } from 'boardwright/chess';

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
  userDataDir = mkdtempSync(join(tmpdir(), 'bw-chessground-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 600, height: 520 },
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

async function open(query) {
  errors = [];
  await tab.goto(`${page}?${new URLSearchParams(query)}`);
  await tab.waitForSelector('cg-board piece');
}

/** A click on a square of chessground's board (white at the bottom), where a person would click. */
async function clickSquare(key) {
  const box = await tab.locator('cg-board').boundingBox();
  const file = key.charCodeAt(0) - 97, rank = Number(key[1]) - 1;
  await tab.mouse.click(box.x + ((file + 0.5) * box.width) / 8, box.y + ((7.5 - rank) * box.height) / 8);
  await settle();
}
/** chessground reports a move after a timeout and redraws on the next animation frame: wait for both. */
const settle = () => tab.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 10)));
async function move(from, to) {
  await clickSquare(from);
  await clickSquare(to);
}

/** What the page shows: chessground's pieces and highlighted squares, the status line, the position text. */
const shown = async () => (await settle(), tab.evaluate(() => {
  const keys = (selector) => [...document.querySelectorAll(selector)].map((e) => e.cgKey).sort();
  return {
    pieces: [...document.querySelectorAll('cg-board piece')].map((e) => `${e.cgKey} ${e.className.replace(/ ?(anim|fading|dragging)/g, '')}`).sort(),
    dests: keys('cg-board square.move-dest'),
    check: keys('cg-board square.check'),
    dropDests: keys('cg-board square.drop-dest'),
    status: document.getElementById('status').textContent,
    fen: document.getElementById('fen').value,
    message: document.getElementById('message').textContent,
    promotion: [...document.querySelectorAll('#promotion button')].map((b) => b.textContent),
  };
}));

/** The pieces a FEN's placement puts where, as chessground's DOM names them (`e1 white king`). */
function piecesOf(fen) {
  const roles = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
  const out = [];
  fen.split(/[ [\]]/)[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else if (ch !== '~') out.push(`${String.fromCharCode(97 + file++)}${8 - i} ${ch === ch.toUpperCase() ? 'white' : 'black'} ${roles[ch.toLowerCase()]}`);
    }
  });
  return out.sort();
}

async function expectPosition(fen) {
  const s = await shown();
  assert.equal(s.fen, fen);
  assert.deepEqual(s.pieces, piecesOf(fen), 'the pieces chessground shows');
}

describe('chessground showing a boardwright game', () => {
  it('shows the legal destinations of a selected piece as chessground dests, the same as the library lists', async () => {
    await open({ game: 'chess' });
    const start = chess.setup();
    for (const from of ['e2', 'g1', 'b1']) {
      await clickSquare(from);
      assert.deepEqual((await shown()).dests, [...(chess.destinations(start).get(from) ?? [])].sort(), `destinations of ${from}`);
      await clickSquare(from); // unselect
    }
    // By hand: the e2 pawn goes to e3 or e4, the g1 knight to f3 or h3.
    await clickSquare('e2');
    assert.deepEqual((await shown()).dests, ['e3', 'e4']);
    await clickSquare('e2');
    assert.deepEqual(errors, []);
  });

  it('plays moves by clicks, highlights the checked king, and a click on a square with no move changes nothing', async () => {
    await open({ game: 'chess' });
    for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['d1', 'h5'], ['b8', 'c6'], ['h5', 'f7']]) await move(from, to);
    // 1.e4 e5 2.Qh5 Nc6 3.Qxf7+: the queen takes on f7 with check; black's king on e8 is highlighted.
    await expectPosition('r1bqkbnr/pppp1Qpp/2n5/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3');
    let s = await shown();
    assert.deepEqual(s.check, ['e8']);
    assert.match(s.status, /black to move, check/);
    await tab.screenshot({ path: join(shots, 'chessground-check.png') });
    // The king's only move is Kxf7 (e7 and d8 are covered or taken); e7 is offered nothing.
    await clickSquare('e8');
    assert.deepEqual((await shown()).dests, ['f7']);
    await clickSquare('e7');
    await expectPosition('r1bqkbnr/pppp1Qpp/2n5/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3');
    assert.deepEqual(errors, []);
  });

  it('offers the four promotion pieces when a pawn reaches the last rank, and plays the one chosen', async () => {
    await open({ game: 'chess', fen: '8/P6k/8/8/8/8/8/K7 w - - 0 1' });
    await move('a7', 'a8');
    assert.deepEqual((await shown()).promotion.sort(), ['a8=B', 'a8=N', 'a8=Q', 'a8=R']);
    await tab.locator('#promotion button', { hasText: 'a8=N' }).click();
    await expectPosition('N7/7k/8/8/8/8/8/K7 b - - 0 1');
    assert.deepEqual(errors, []);
  });

  it('castles in Chess960 by moving the king onto its own rook, as chessground does', async () => {
    // King b1, rook a1: O-O-O puts the king on c1 and the rook on d1 (Chess960 rules, Guidelines II.3).
    await open({ game: 'chess960', fen: 'rk6/8/8/8/8/8/8/RK6 w Qq - 0 1' });
    await clickSquare('b1');
    const dests = (await shown()).dests;
    assert.ok(dests.includes('a1'), `king-onto-rook offered: ${dests}`);
    assert.ok(dests.includes('c1'), `the plain king step to c1 is still offered: ${dests}`);
    await clickSquare('a1');
    await expectPosition('rk6/8/8/8/8/8/8/2KR4 b q - 1 1');
    await tab.screenshot({ path: join(shots, 'chessground-chess960.png') });
    assert.deepEqual(errors, []);
  });

  it('drops a crazyhouse piece from the pocket with chessground\'s drop mode, and refuses a drop the rules forbid', async () => {
    await open({ game: 'crazyhouse' });
    for (const [from, to] of [['e2', 'e4'], ['d7', 'd5'], ['e4', 'd5'], ['d8', 'd5']]) await move(from, to);
    // 1.e4 d5 2.exd5 Qxd5: each side has taken a pawn, so each has one in its pocket.
    await expectPosition('rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3');
    // A pawn may not be dropped on the last rank: d8 is empty, chessground puts the pawn there, boardwright refuses.
    await tab.locator('#pocket-white .pocket-piece[data-piece="P"]').click();
    const s = await shown();
    assert.ok(s.dropDests.includes('e4') && !s.dropDests.includes('d8') && !s.dropDests.some((k) => k[1] === '1' || k[1] === '8'), `drop squares ${s.dropDests}`);
    await clickSquare('d8');
    assert.equal((await shown()).message, 'refused: ILLEGAL_MOVE');
    await expectPosition('rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3');
    // The pawn dropped on e4: pawn drops reset the halfmove clock; black's pawn stays in hand.
    await tab.locator('#pocket-white .pocket-piece[data-piece="P"]').click();
    await settle();
    await tab.screenshot({ path: join(shots, 'chessground-crazyhouse.png') });
    await clickSquare('e4');
    await expectPosition('rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3');
    assert.equal(await tab.locator('#pocket-white .pocket-piece').count(), 0);
    assert.equal(await tab.locator('#pocket-black .pocket-piece[data-piece="P"]').getAttribute('data-count'), '1');
    assert.deepEqual(errors, []);
  });
});
