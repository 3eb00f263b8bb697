#!/usr/bin/env node
/**
 * `npm run test:browser`: drives the built playground (playground/dist) in
 * headless Chromium (Debian's /usr/bin/chromium through playwright-core; no
 * browser is downloaded). First five scripted checks with answers worked out by
 * hand (CHECKS: xiangqi, janggi and shogi pieces showing their characters with no CJK font, the
 * mated king marked, the numbered move list, a pocket drop by
 * clicks, a single move played at once, drag and drop), each with a screenshot
 * check-<name>.png; BROWSER_CHECKS_ONLY=1 runs only these, BROWSER_CHECKS=a,b only those named. Then for every game
 * the page lists (the package's games and the boardwright/fairy games it adds;
 * BROWSER_GAMES=a,b picks some): load the page, play a
 * seeded sequence of moves by clicking nodes, and check against the built
 * library (dist/) that the board shows the selected piece's destinations, that
 * the status line, the move list, the position text and the pieces on the
 * board are what the library says; that a click on a node with no move changes
 * nothing; that undo and pasting a position work (and a bad paste is refused
 * with the library's error code); that the computer answers with a legal move;
 * and that no console error appears. Games with pieces in hand (crazyhouse) also play a
 * capture and then a drop by clicks on the empty node (played at once when it is the only drop there). A screenshot per game goes to
 * test-results/screenshots/ (kept, not committed).
 */
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DROP_FROM, variants } from '../../dist/index.js';
import { createRng } from '../../dist/kit.js';
import * as fairy from '../../dist/fairy.js';
import { renderSvg } from '../../dist/svg.js';
import { checkBoards, cjkFonts } from './faces.mjs';

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

/** Like `same`, for answers worked out by hand (the scripted checks). */
function want(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: page shows ${a}, expected ${e}`);
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
 * Plays a drop (a move from DROP_FROM, crazyhouse) as a person does: a click on the empty node, which
 * plays the drop at once when it is the only one onto that node, else offers the drops (the library's
 * list, in its order) and the piece is clicked among them.
 */
async function clickDrop(tab, v, position, move, when) {
  await clickNode(tab, move.to);
  const onto = v.movesFrom(position, DROP_FROM).filter((m) => m.to === move.to);
  const offered = await tab.locator('#choice button[data-index]').evaluateAll((bs) => bs.map((b) => b.dataset.notation));
  if (onto.length === 1) {
    same(offered, [], `${when}: the only drop onto ${move.to} plays at once, no choice`);
    return;
  }
  same(offered, onto.map((m) => m.notation), `${when}: drops offered on ${move.to}`);
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
  const drawnBy = /data-orientation="([^"]*)"/.exec(renderSvg(v, position))?.[1];
  same(await orientationNow(), drawnBy, 'orientation at the start');
  for (let k = 1; k <= v.players.length; k++) {
    await tab.click('#rotate');
    same(await orientationNow(), v.players[(v.players.indexOf(drawnBy) + k) % v.players.length], `orientation after ${k} rotation(s)`);
  }

  // A click on a node no move starts from, nor a drop goes to (in its column: Connect Four drops by column), changes nothing.
  const dests = v.destinations(position);
  const column = (n) => v.board.coords[v.board.names.indexOf(n)].x;
  const dropColumns = new Set(v.movesFrom(position, DROP_FROM).map((m) => column(m.to)));
  const idle = v.board.names.find((n) => !dests.has(n) && !dropColumns.has(column(n)));
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
      if (move.wall !== undefined) {
        // A walling move (duck, arrow): after from and to, the wall's squares are marked; a third click names it.
        same((await pageState(tab)).destinations, [...new Set(choices.map((m) => m.wall))].sort(), `ply ${ply + 1}: wall squares of ${move.from}-${move.to}`);
        await clickNode(tab, move.wall);
      } else if (choices.length > 1) {
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

/** Opens a game in the page, fresh. */
async function open(tab, id) {
  await tab.goto(`${pathToFileURL(page).href}?game=${encodeURIComponent(id)}`);
  await tab.waitForSelector(`body[data-variant="${id}"]`);
}

/** Plays moves (by notation) by clicking their from and to nodes; returns the position reached. */
async function clickMoves(tab, v, position, notations) {
  for (const notation of notations) {
    const move = v.legalMoves(position).find((m) => m.notation === notation);
    check(move !== undefined, `scripted move ${notation} is not legal`);
    await clickNode(tab, move.from);
    await clickNode(tab, move.to);
    position = v.play(position, move);
  }
  return position;
}

/** The move list as rows of text (`1. e4 e5`). */
const moveRows = (tab) => tab.locator('#moves li').evaluateAll((items) => items.map((li) => li.textContent.replace(/\s+/g, ' ').trim()));

/** The centre of a node on screen, from its square or point's box. */
async function nodeCentre(tab, node) {
  const box = await tab.locator(`#board .bw-node[data-node="${node}"] :is(.bw-square, .bw-hit)`).first().boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The page's own behaviours, each checked from a scripted game with the answer worked out by hand
 * (not by the page's code), each with a screenshot test-results/screenshots/check-<name>.png.
 */
const CHECKS = {
  /**
   * Xiangqi, janggi and shogi drawn with their traditional faces (faces.mjs): every piece, on the
   * board and in hand, shows its characters as outlines laid out with an area (the Latin faces of
   * the same boards, checked the same way, show none: the check can fail), and the middle of the
   * first player's general is at least a tenth ink in a screenshot — on a machine with no CJK font.
   */
  async 'traditional-faces'(tab) {
    console.log(`     CJK fonts on this machine (fc-list :lang=zh): ${cjkFonts() ?? 'unknown'}`);
    for (const board of await checkBoards(tab)) {
      writeFileSync(join(shots, `faces-${board.id}.png`), board.png);
      want(board.missing, [], `${board.id}: pieces that show no character`);
      want(board.international, board.pieces, `${board.id}: Latin-faced pieces the check finds without a character`);
      check(board.ink > 0.1, `${board.id}: the general's face is ${(board.ink * 100).toFixed(1)}% ink in the screenshot`);
    }
  },

  /** Fool's mate: 1. f3 e5 2. g4 Qh4# — White's king on e1 is mated and stays marked as a check is. */
  async 'mated-king'(tab) {
    const v = byId('chess');
    await open(tab, v.id);
    await clickMoves(tab, v, v.setup(), ['f3', 'e5', 'g4', 'Qh4#']);
    const shown = await pageState(tab);
    want(shown.status.over, 'true', 'the game is over');
    want(shown.status.reason, 'checkmate', 'reason');
    want(await tab.locator('#board .bw-node.bw-check').evaluateAll((es) => es.map((e) => e.dataset.node)), ['e1'], 'nodes marked as in check after Qh4#');
  },

  /** Chess numbers a move and its answer together (1. e4 e5 2. Nf3); a game pasted with Black to move starts 1... ; draughts as PDN (1. 11-15 23-19, Black first in English draughts; 1. 32-28 17-21, White first in international); Dilkel's four seats share one number. */
  async 'numbered-moves'(tab) {
    const chess = byId('chess');
    await open(tab, 'chess');
    await clickMoves(tab, chess, chess.setup(), ['e4', 'e5', 'Nf3']);
    want(await moveRows(tab), ['1. e4 e5', '2. Nf3'], 'chess move list');
    const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    await tab.fill('#position', afterE4);
    await tab.click('#load');
    await clickMoves(tab, chess, chess.parse(afterE4), ['e5', 'Nf3']);
    want(await moveRows(tab), ['1... e5', '2. Nf3'], 'chess move list from a position with Black to move');
    const draughts = byId('draughts');
    await open(tab, 'draughts');
    await clickMoves(tab, draughts, draughts.setup(), ['11-15', '23-19', '8-11']);
    want(await moveRows(tab), ['1. 11-15 23-19', '2. 8-11'], 'English draughts move list');
    const international = byId('international');
    await open(tab, 'international');
    await clickMoves(tab, international, international.setup(), ['32-28', '17-21', '28-22']);
    want(await moveRows(tab), ['1. 32-28 17-21', '2. 28-22'], 'international draughts move list');
    const dilkel = byId('dilkel');
    await open(tab, 'dilkel');
    let p = dilkel.setup();
    const five = [];
    for (let i = 0; i < 5; i++) {
      const m = dilkel.legalMoves(p).find((x) => !isAction(x) && x.from !== DROP_FROM);
      five.push(m.notation);
      p = dilkel.play(p, m);
    }
    await clickMoves(tab, dilkel, dilkel.setup(), five);
    want(await moveRows(tab), [`1. ${five.slice(0, 4).join(' ')}`, `2. ${five[4]}`], 'Dilkel move list (four seats a round)');
  },

  /** Crazyhouse 1. e4 d5 2. exd5 Qxd5: White's pocket holds the pawn. A click on it picks it (its drop squares marked), a click on e4 drops it there. */
  async 'pocket-drop'(tab) {
    const v = byId('crazyhouse');
    await open(tab, v.id);
    const p = await clickMoves(tab, v, v.setup(), ['e4', 'd5', 'exd5', 'Qxd5']);
    await tab.locator('#board .bw-hand-piece[data-player="white"][data-kind="P"]').click();
    want(await tab.locator('#board .bw-hand-piece.bw-picked').evaluateAll((es) => es.map((e) => `${e.dataset.player}:${e.dataset.kind}`)), ['white:P'], 'piece in hand picked');
    // A pawn may drop on any empty square of ranks 2 to 7: 48 squares less the 15 taken there
    // (7 White pawns on rank 2, 7 Black pawns on rank 7, Black's queen on d5) is 33.
    const marked = (await pageState(tab)).destinations;
    want(marked.length, 33, 'squares marked for the pawn in hand');
    check(marked.includes('e4') && !marked.some((n) => /[18]$/.test(n)), `drop squares ${marked.join(' ')}`);
    await tab.screenshot({ path: join(shots, 'check-pocket-picked.png'), fullPage: true });
    await clickNode(tab, 'e4');
    const shown = await pageState(tab);
    check(shown.pieces.includes('e4:white:P:'), `after the drop e4 shows ${shown.pieces.filter((x) => x.startsWith('e4:')).join(' ') || 'nothing'}`);
    check(/\[p\] b /.test(shown.position), `pocket after the drop: ${shown.position}`);
    want(await tab.locator('#choice button').count(), 0, 'buttons offered');
    want(shown.moves, ['e4', 'd5', 'exd5', 'Qxd5', v.movesFrom(p, DROP_FROM).find((m) => m.to === 'e4').notation], 'move list');
  },

  /** A click on an empty square where exactly one move goes plays it at once: Black's only piece in hand is a pawn, so a click on e6 drops it. */
  async 'single-move-plays'(tab) {
    const v = byId('crazyhouse');
    await open(tab, v.id);
    const p = await clickMoves(tab, v, v.setup(), ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3']);
    want(v.movesFrom(p, DROP_FROM).filter((m) => m.to === 'e6').length, 1, 'drops onto e6 (the test\'s premise)');
    await clickNode(tab, 'e6');
    const shown = await pageState(tab);
    want(await tab.locator('#choice button').count(), 0, 'buttons offered for the only move onto e6');
    check(shown.pieces.includes('e6:black:P:'), `e6 shows ${shown.pieces.filter((x) => x.startsWith('e6:')).join(' ') || 'nothing'}`);
    want(shown.status.turn, 'white', 'side to move after the drop');
  },

  /**
   * Capablanca with the halfmove clock at 100: the fifty-move rule lets the player to move claim a
   * draw, and never ends the game by itself (as in Fairy-Stockfish). A person sees a claim button;
   * two computers claim it, so a game between them ends drawn.
   */
  async 'claimed-draw'(tab) {
    const v = byId('capablanca');
    await open(tab, v.id);
    await tab.fill('#position', '4k5/10/10/10/10/10/10/4K4R w - - 100 80');
    await tab.click('#load');
    want((await pageState(tab)).status.over, 'false', 'a claimable draw does not end the game');
    want(await tab.locator('#claim-draw').count(), 1, 'claim buttons for the person to move');
    for (const p of v.players) await tab.check(`#computer input[data-player="${p}"]`);
    await tab.waitForFunction(() => document.getElementById('status').dataset.over === 'true');
    const shown = await pageState(tab);
    want([shown.status.reason, shown.status.winner, shown.moves.length], ['fifty-move-rule', '', 0], 'the computer claims at once: reason, winner, moves played');
    for (const p of v.players) await tab.uncheck(`#computer input[data-player="${p}"]`);
    await tab.click('#undo');
    want((await pageState(tab)).status.over, 'false', 'undo takes the claim back');
  },

  /** Drag and drop: pressing on White's e2 pawn, moving to e4 and releasing plays 1. e4; a piece released where it may not go stays; a crazyhouse pawn in hand dragged onto e4 is dropped there. */
  async 'drag-and-drop'(tab) {
    const v = byId('chess');
    await open(tab, v.id);
    const drag = async (from, to) => {
      const a = await nodeCentre(tab, from), b = await nodeCentre(tab, to);
      await tab.mouse.move(a.x, a.y);
      await tab.mouse.down();
      await tab.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
      await tab.mouse.move(b.x, b.y, { steps: 4 });
      await tab.mouse.up();
    };
    await drag('g1', 'g4');
    want((await pageState(tab)).moves, [], 'moves after dropping the knight on g4, where it cannot go');
    await drag('e2', 'e4');
    const shown = await pageState(tab);
    want(shown.moves, ['e4'], 'moves after dragging e2 to e4');
    check(shown.pieces.includes('e4:white:P:') && !shown.pieces.some((x) => x.startsWith('e2:')), `board after the drag: ${shown.pieces.join(' ')}`);
    want(await moveRows(tab), ['1. e4'], 'move list');
    // From the pocket: crazyhouse 1. e4 d5 2. exd5 Qxd5, White's pawn in hand dragged onto e4.
    const zh = byId('crazyhouse');
    await open(tab, zh.id);
    await clickMoves(tab, zh, zh.setup(), ['e4', 'd5', 'exd5', 'Qxd5']);
    const box = await tab.locator('#board .bw-hand-piece[data-player="white"][data-kind="P"]').boundingBox();
    const e4 = await nodeCentre(tab, 'e4');
    await tab.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
    await tab.mouse.down();
    await tab.mouse.move(e4.x, e4.y, { steps: 8 });
    await tab.mouse.up();
    const dropped = await pageState(tab);
    check(dropped.pieces.includes('e4:white:P:'), `after dragging the pawn in hand to e4: ${dropped.pieces.filter((x) => x.startsWith('e4:')).join(' ') || 'nothing'} on e4`);
    check(/\[p\] b /.test(dropped.position), `pocket after the drag: ${dropped.position}`);
  },
  /**
   * Duck chess by three clicks (issue 32): e2, e4, then e5 plays 1. e4 with the duck put on e5. After
   * the second click the duck may go to any empty square: 64 less the 32 pieces, with e4 now taken
   * and e2 emptied, is 32. The duck stands as a wall, '*' in Fairy-Stockfish's FEN.
   */
  async 'duck-wall'(tab) {
    await open(tab, 'duck');
    await clickNode(tab, 'e2');
    await clickNode(tab, 'e4');
    const walls = (await pageState(tab)).destinations;
    want(walls.length, 32, 'squares marked for the duck after e2, e4');
    check(walls.includes('e2') && walls.includes('e5') && !walls.includes('e4'), `duck squares ${walls.join(' ')}`);
    await tab.screenshot({ path: join(shots, 'check-duck-walls.png'), fullPage: true });
    await clickNode(tab, 'e5');
    const shown = await pageState(tab);
    want(shown.position.split(' ').slice(0, 2), ['rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR', 'b'], 'FEN board and side to move after e2e4,e4e5');
    want(shown.moves.length, 1, 'moves played');
  },

  /** Connect Four (issue 32): a click on d6, the top cell of column d, drops Red's disc to the bottom, d1. */
  async 'connectfour-column'(tab) {
    const [red, yellow] = byId('connectfour').players;
    await open(tab, 'connectfour');
    await clickNode(tab, 'd6');
    const shown = await pageState(tab);
    want(shown.position.split(/[[ ]/)[0], '7/7/7/7/7/3P3', 'FEN board after a click on d6');
    want(shown.pieces.filter((x) => !x.startsWith('@')).map((x) => x.split(':').slice(0, 2).join(':')), [`d1:${red}`], 'discs on the board');
    want(shown.status.turn, yellow, 'side to move after the drop');
  },

  /**
   * Shogi, drops from the hand by clicking (issue 19): 1. P-7f P-3d 2. Bx2b+ Sx2b (in the engine's
   * UCI c3c4 g7g6 b2h8+ g9h8) leaves Black (sente, moving first; White in the engine's terms) a
   * bishop in hand. A click on it, then on the empty 5e (e5), drops it there: B*5e.
   */
  async 'shogi-drop'(tab) {
    const v = byId('shogi');
    await open(tab, v.id);
    let p = v.setup();
    for (const uci of ['c3c4', 'g7g6', 'b2h8+', 'g9h8']) {
      const move = v.legalMoves(p).find((m) => m.uci === uci);
      check(move !== undefined, `scripted shogi move ${uci} is not legal`);
      await clickNode(tab, move.from);
      await clickNode(tab, move.to);
      const choices = v.legalMoves(p).filter((m) => m.from === move.from && m.to === move.to);
      if (choices.length > 1) await tab.locator(`#choice button[data-notation="${move.notation}"]`).click();
      p = v.play(p, move);
    }
    // Seats and squares as the game names them (sente and gote; the node of USI 5e).
    const [sente, gote] = v.players;
    const drop = v.legalMoves(p).find((m) => m.usi === 'B*5e');
    check(drop !== undefined, 'B*5e is not a legal drop');
    await tab.locator(`#board .bw-hand-piece[data-player="${sente}"][data-kind="B"]`).click();
    // A bishop may be dropped on any empty square: 81 less the 38 pieces left on the board (40 at the
    // start, both bishops taken).
    want((await pageState(tab)).destinations.length, 81 - 38, 'squares marked for the bishop in hand');
    await tab.screenshot({ path: join(shots, 'check-shogi-hand-picked.png'), fullPage: true });
    await clickNode(tab, drop.to);
    const shown = await pageState(tab);
    check(shown.pieces.includes(`${drop.to}:${sente}:B:`), `after the drop ${drop.to} shows ${shown.pieces.filter((x) => x.startsWith(`${drop.to}:`)).join(' ') || 'nothing'}`);
    want(shown.moves.length, 5, 'moves played (four by clicking, the drop)');
    want(shown.status.turn, gote, 'side to move after the drop');
    // The status line names the seat as a sentence does (the API's id, capitalised): 'Gote to move'.
    want(shown.statusText.split(' · ')[0], 'Gote to move', 'status line after the drop');
  },
};

/** The games the page may list: the package's, then the games of boardwright/fairy (the page offers a few). */
const fairyGames = Object.values(fairy).filter((x) => typeof x === 'object' && x !== null && typeof x.id === 'string' && typeof x.legalMoves === 'function');
const byId = (id) => variants.find((v) => v.id === id) ?? fairyGames.find((v) => v.id === id);

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
  // BROWSER_CHECKS=a,b runs only those scripted checks.
  const checksOnly = process.env.BROWSER_CHECKS?.split(',');
  for (const [name, run] of Object.entries(CHECKS).filter(([n]) => !checksOnly || checksOnly.includes(n))) {
    errors.length = 0;
    try {
      await run(tab);
      await tab.screenshot({ path: join(shots, `check-${name}.png`), fullPage: true });
      check(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      passed++;
      console.log(`ok   check ${name} screenshot test-results/screenshots/check-${name}.png`);
    } catch (error) {
      failed++;
      failures.push(name);
      console.log(`FAIL check ${name}: ${error.message}`);
      await tab.screenshot({ path: join(shots, `check-${name}-failed.png`), fullPage: true }).catch(() => {});
    }
  }
  // Every game the page lists (the package's games and the boardwright/fairy games it adds).
  await tab.goto(pathToFileURL(page).href);
  await tab.waitForSelector('body[data-variant]');
  const listed = await tab.locator('#game option').evaluateAll((os) => os.map((o) => o.value));
  for (const v of variants) check(listed.includes(v.id), `the page does not list ${v.id}`);
  for (const id of listed) check(byId(id) !== undefined, `the page lists ${id}, which is no game of the package`);
  const only = process.env.BROWSER_GAMES?.split(',');
  for (const v of process.env.BROWSER_CHECKS_ONLY ? [] : listed.filter((id) => !only || only.includes(id)).map(byId)) {
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
