#!/usr/bin/env node
/**
 * `npm run test:browser`: drives the built playground (playground/dist) in
 * headless Chromium (Debian's /usr/bin/chromium through playwright-core; no
 * browser is downloaded). For every game of the package: load the page, play a
 * seeded sequence of moves by clicking nodes, and check against the built
 * library (dist/) that the board shows the selected piece's destinations, that
 * the status line, the move list, the position text and the pieces on the
 * board are what the library says; that a click on a node with no move changes
 * nothing; that undo and pasting a position work (and a bad paste is refused
 * with the library's error code); that the computer answers with a legal move;
 * and that no console error appears. Games with pieces in hand (crazyhouse) also play a
 * capture and then a drop by clicks: the empty node, then the piece among the drops offered. A screenshot per game goes to
 * test-results/screenshots/ (kept, not committed).
 */
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DROP_FROM, variants } from '../../dist/index.js';
import { createRng } from '../../dist/kit.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const page = join(root, 'playground', 'dist', 'index.html');
const shots = join(root, 'test-results', 'screenshots');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PLIES = Number(process.env.BROWSER_PLIES ?? 8);

if (!existsSync(page)) throw new Error(`${page} is missing: run npm run playground first`);
if (!existsSync(executablePath)) throw new Error(`${executablePath} is missing: apt-get install -y chromium`);
mkdirSync(shots, { recursive: true });

const isAction = (m) => m.kind === 'huff' || m.kind === 'insist' || m.from === m.to;

let passed = 0;
let failed = 0;
const failures = [];

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function same(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: page shows ${a}, the library says ${e}`);
}

/** Everything the page shows about the game, read from the DOM. */
async function pageState(tab) {
  return tab.evaluate(() => {
    const status = document.getElementById('status');
    return {
      status: { ...status.dataset },
      statusText: status.textContent,
      moves: [...document.querySelectorAll('#moves li .notation')].map((e) => e.textContent),
      position: document.getElementById('position').value,
      pieces: [...document.querySelectorAll('#board .bw-piece')].map((e) => `${e.dataset.node}:${e.dataset.player}:${e.dataset.kind}:${e.dataset.count ?? ''}`).sort(),
      selected: [...document.querySelectorAll('#board .bw-node.bw-selected')].map((e) => e.dataset.node),
      destinations: [...document.querySelectorAll('#board .bw-destination')].map((e) => e.dataset.node).sort(),
      message: document.getElementById('message').textContent,
    };
  });
}

/** What the page must show for a position and the moves that led to it. */
function expected(v, position, played) {
  const s = v.status(position);
  return {
    status: {
      over: String(s.over),
      turn: s.over ? '' : s.turn,
      check: String(!s.over && s.check === true),
      winner: s.over ? s.winner ?? '' : '',
      reason: s.over ? s.reason : '',
      eliminated: (s.eliminated ?? []).map((e) => e.player).join(' '),
    },
    moves: played.map((m) => m.notation),
    position: v.format(position),
    pieces: v.pieces(position).map((p) => `${p.node}:${p.player}:${p.kind}:${p.count ?? ''}`).sort(),
  };
}

async function agrees(tab, v, position, played, when) {
  const shown = await pageState(tab);
  const want = expected(v, position, played);
  same(shown.status, want.status, `${when}: status`);
  same(shown.moves, want.moves, `${when}: move list`);
  same(shown.position, want.position, `${when}: position text`);
  same(shown.pieces, want.pieces, `${when}: pieces on the board`);
  return shown;
}

const clickNode = (tab, node) => tab.locator(`#board .bw-node[data-node="${node}"]`).click();

/**
 * Plays a drop (a move from DROP_FROM, crazyhouse) as a person does: a click on the empty node,
 * then the piece among the drops the page offers for it (the library's list, in its order).
 */
async function clickDrop(tab, v, position, move, when) {
  await clickNode(tab, move.to);
  const offered = await tab.locator('#choice button[data-index]').evaluateAll((bs) => bs.map((b) => b.dataset.notation));
  same(offered, v.movesFrom(position, DROP_FROM).filter((m) => m.to === move.to).map((m) => m.notation), `${when}: drops offered on ${move.to}`);
  await tab.locator(`#choice button[data-notation="${move.notation}"]`).click();
}

/**
 * Games with pieces in hand: moves (by notation) played by clicking from the start, ending in a
 * capture, then the drop to play by clicking, and what the board must show after it (a piece
 * and the pocket text). Crazyhouse: 1.e4 d5 2.exd5 Qxd5 puts a pawn in White's pocket; 3.@e4 (lichess
 * writes a pawn drop as P@e4) puts it on the emptied e4 and empties the pocket again.
 */
const DROP_GAMES = {
  crazyhouse: { moves: ['e4', 'd5', 'exd5', 'Qxd5'], drop: '@e4', piece: 'e4:white:P:', hand: /\[p\] b / },
};

async function testGame(tab, v, errors) {
  await tab.goto(`${pathToFileURL(page).href}?game=${encodeURIComponent(v.id)}`);
  await tab.waitForSelector(`body[data-variant="${v.id}"]`);
  let position = v.setup(await tab.evaluate(() => {
    const options = {};
    if (!document.getElementById('capture-label').hidden) options.capture = document.getElementById('capture').value;
    if (!document.getElementById('first-label').hidden) options.firstPlayer = document.getElementById('first').value;
    return options;
  }));
  const played = [];
  const history = [position];
  await agrees(tab, v, position, played, 'start');

  // The board starts as the library draws it; Rotate puts each player's seat at the bottom in turn.
  const orientationNow = () => tab.getAttribute('#board svg', 'data-orientation');
  const drawnBy = /data-orientation="([^"]*)"/.exec(v.renderSvg(position))?.[1];
  same(await orientationNow(), drawnBy, 'orientation at the start');
  for (let k = 1; k <= v.players.length; k++) {
    await tab.click('#rotate');
    same(await orientationNow(), v.players[(v.players.indexOf(drawnBy) + k) % v.players.length], `orientation after ${k} rotation(s)`);
  }

  // A click on a node no move starts from changes nothing.
  const dests = v.destinations(position);
  const idle = v.board.names.find((n) => !dests.has(n));
  if (idle !== undefined) {
    await clickNode(tab, idle);
    const shown = await agrees(tab, v, position, played, `after a click on ${idle}, which has no move`);
    same(shown.selected, [], 'selection after an idle click');
  }

  const rng = createRng(7);
  for (let ply = 0; ply < PLIES && !v.status(position).over; ply++) {
    const legal = v.legalMoves(position);
    const pieceMoves = legal.filter((m) => !isAction(m));
    const move = rng.pick(pieceMoves.length ? pieceMoves : legal);
    if (isAction(move)) {
      await tab.locator('#actions button', { hasText: move.notation }).first().click();
    } else if (move.from === DROP_FROM) {
      await clickDrop(tab, v, position, move, `ply ${ply + 1}`);
    } else {
      await clickNode(tab, move.from);
      const shown = await pageState(tab);
      same(shown.selected, [move.from], `ply ${ply + 1}: selected node`);
      same(shown.destinations, [...new Set(v.movesFrom(position, move.from).filter((m) => !isAction(m)).map((m) => m.to))].sort(), `ply ${ply + 1}: destinations of ${move.from}`);
      await clickNode(tab, move.to);
      const choices = v.movesFrom(position, move.from).filter((m) => m.to === move.to && !isAction(m));
      if (choices.length > 1) {
        const buttons = tab.locator('#choice button[data-index]');
        same(await buttons.count(), choices.length, `ply ${ply + 1}: choices offered for ${move.from}-${move.to}`);
        // By notation, not identity: legalMoves and movesFrom need not hand out the same objects.
        const index = choices.findIndex((m) => m.notation === move.notation);
        if (index < 0) throw new Error(`ply ${ply + 1}: ${move.notation} is not among the choices for ${move.from}-${move.to}`);
        await buttons.nth(index).click();
      }
    }
    position = v.play(position, move);
    played.push(move);
    history.push(position);
    await agrees(tab, v, position, played, `after ply ${ply + 1} (${move.notation})`);
  }

  // Undo takes the last move back.
  if (played.length) {
    await tab.click('#undo');
    played.pop();
    history.pop();
    position = history[history.length - 1];
    await agrees(tab, v, position, played, 'after undo');
  }

  // Pasting a position text loads it (a fresh game from there) …
  const pasted = history[Math.max(0, history.length - 2)];
  await tab.fill('#position', v.format(pasted));
  await tab.click('#load');
  await agrees(tab, v, pasted, [], 'after pasting a position');
  // … and a bad one is refused with the library's error, changing nothing.
  const bad = v.tryParse('this is no position');
  await tab.fill('#position', 'this is no position');
  await tab.click('#load');
  const after = await pageState(tab);
  check(!bad.ok && after.message.startsWith(bad.error.code), `a bad paste shows "${after.message}", the library says ${bad.ok ? 'ok' : bad.error.code}`);
  same(after.status, expected(v, pasted, []).status, 'status after a bad paste');
  same(after.pieces, expected(v, pasted, []).pieces, 'pieces after a bad paste');

  // The computer answers: tick the player to move's next opponent and make a move as a person.
  if (!v.status(pasted).over) {
    await tab.fill('#position', v.format(pasted));
    await tab.click('#load');
    const mover = pasted.turn;
    const others = v.players.filter((p) => p !== mover);
    for (const p of others) await tab.check(`#computer input[data-player="${p}"]`);
    await tab.click('#bot-move');
    await tab.waitForFunction(() => Number(document.body.dataset.plies) >= 1);
    const shown = await pageState(tab);
    // Replay the page's moves in the library: each must be legal.
    let p = pasted;
    for (const notation of shown.moves) p = v.play(p, notation);
    for (const o of others) await tab.uncheck(`#computer input[data-player="${o}"]`);
  }
  const scripted = DROP_GAMES[v.id];
  if (scripted) await testDrop(tab, v, scripted);
  await tab.screenshot({ path: join(shots, `${v.id}.png`), fullPage: true });
  check(errors.length === 0, `console errors: ${errors.join(' | ')}`);
}

/** A fresh game: the scripted moves by clicks (a capture among them), then the drop by clicks. */
async function testDrop(tab, v, { moves, drop, piece, hand }) {
  await tab.fill('#position', v.format(v.setup()));
  await tab.click('#load');
  let position = v.setup();
  const played = [];
  for (const notation of moves) {
    const move = v.legalMoves(position).find((m) => m.notation === notation);
    check(move !== undefined, `scripted move ${notation} is not legal`);
    await clickNode(tab, move.from);
    await clickNode(tab, move.to);
    position = v.play(position, move);
    played.push(move);
    await agrees(tab, v, position, played, `scripted ${notation}`);
  }
  const move = v.movesFrom(position, DROP_FROM).find((m) => m.notation === drop);
  check(move !== undefined, `drop ${drop} is not legal after ${moves.join(' ')}`);
  const before = await pageState(tab);
  await clickDrop(tab, v, position, move, `drop ${drop}`);
  position = v.play(position, move);
  played.push(move);
  const after = await agrees(tab, v, position, played, `after the drop ${drop}`);
  // The board changed as the drop says: one piece more, on the dropped-on node, and the pocket spent.
  same(after.pieces.length, before.pieces.length + 1, `pieces on the board after ${drop}`);
  check(after.pieces.includes(piece) && !before.pieces.some((p) => p.startsWith(`${move.to}:`)), `${drop}: the board shows ${after.pieces.filter((p) => p.startsWith(`${move.to}:`)).join(' ') || 'nothing'} on ${move.to}, want ${piece}`);
  check(hand.test(after.position), `${drop}: position text ${after.position} does not match ${hand}`);
  same(after.moves.at(-1), drop, 'last move in the list');
}

for (const id of Object.keys(DROP_GAMES)) check(variants.some((v) => v.id === id), `${id} is not among the package's games`);

const userDataDir = mkdtempSync(join(tmpdir(), 'boardwright-chromium-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 1200, height: 900 },
});
try {
  const tab = context.pages()[0] ?? (await context.newPage());
  tab.setDefaultTimeout(15_000);
  const errors = [];
  tab.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  tab.on('pageerror', (error) => errors.push(String(error)));
  for (const v of variants) {
    errors.length = 0;
    const started = Date.now();
    try {
      await testGame(tab, v, errors);
      passed++;
      console.log(`ok   ${v.id} (${Date.now() - started} ms) screenshot test-results/screenshots/${v.id}.png`);
    } catch (error) {
      failed++;
      failures.push(v.id);
      console.log(`FAIL ${v.id}: ${error.message}`);
      await tab.screenshot({ path: join(shots, `${v.id}-failed.png`), fullPage: true }).catch(() => {});
    }
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
console.log(`\nbrowser: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
