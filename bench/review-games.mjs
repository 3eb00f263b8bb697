// Where the reference bot loses: a Stockfish review of the games bench/match.mjs --pgn wrote.
//   node bench/review-games.mjs FILE.pgn [--nodes=200000 | --depth=14] [--jobs=2] [--games=N]
//                                        [--threshold=150] [--list=10] [--json=OUT.json] [--stockfish=/usr/games/stockfish]
// Each chess game is read with boardwright/chess's parsePgn and replayed; Debian's Stockfish (Threads 1,
// Hash 16, driven by boardwright/engine's analyse, sent the whole game so it sees repetitions) scores
// the position before and after each of the bot's searched moves (the moves with a match.mjs score
// comment; book moves have none). Scores are the bot's view in centipawns, clamped at ±1000, a mate
// as ±1000. The loss of a move is Stockfish's best minus the score after it (0 when the bot played
// Stockfish's move); a blunder loses ≥ --threshold. Prints each game's first blunder (ply, move,
// Stockfish's move, the loss, the phase, what was involved, the bot's own score, the FEN), then a
// table by phase: bot moves, blunders per 100 moves, average loss, and, at each blunder, whether
// the bot's score of the position before it differed from Stockfish's by > 200 cp (evaluation
// error) or not (its score was right and its move wrong: search horizon). --list prints the N
// largest blunders from balanced positions (Stockfish within ±300 before). --jobs games are
// reviewed at once, one Stockfish each. A move from a position Stockfish scores −1000 for the bot (lost:
// no move can lose more under the clamp) is not counted, and after three such moves in a row the
// rest of the game is not reviewed. BOARDWRIGHT_DIST points at another build (default ../dist).
import { writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Scores are clamped here (centipawns, the bot's view); a mate counts as the bound. */
export const CLAMP = 1000;
/** Non-pawn material (N, B 3, R 5, Q 9) of both sides at or below which a position is an endgame (62 at the start). */
export const ENDGAME_MATERIAL = 26;
/** Plies (from the game's start) up to which a move is an opening move. */
export const OPENING_PLIES = 20;
/** A loss from this (cp) up to a blunder is counted as a smaller loss: the drift that loses a game without a blunder. */
export const SMALL_LOSS = 50;
/** The bot's score and Stockfish's differ by more than this (cp) before a blunder: an evaluation error. */
export const EVAL_ERROR = 200;

const VALUE = { P: 1, N: 3, B: 3, R: 5, Q: 9, K: 0 };
const clamp = (cp) => Math.max(-CLAMP, Math.min(CLAMP, cp));

/** An engine score (`{ type: 'cp' | 'mate', value }`, the side to move's view) in clamped centipawns. */
export function engineCp(score) {
  if (score.type === 'mate') return score.value > 0 ? CLAMP : -CLAMP;
  return clamp(score.value);
}

/**
 * Reads match.mjs's comment on a bot move (`+0.35/9 0.20s`, `-M3/6 0.01s`): the bot's score in
 * clamped centipawns, its depth and its time in ms; undefined for any other comment.
 */
export function readScoreComment(text) {
  const m = /^([+-])(?:(\d+\.\d+)|M(\d+))\/(\d+)(?: (\d+\.\d+)s)?$/.exec(text.trim());
  if (!m) return undefined;
  const sign = m[1] === '-' ? -1 : 1;
  const cp = m[3] !== undefined ? sign * CLAMP : clamp(Math.round(sign * Number(m[2]) * 100));
  return { cp, depth: Number(m[4]), ms: m[5] === undefined ? undefined : Number(m[5]) * 1000 };
}

/** Non-pawn material of both sides on a chess board string (64 characters, `.` empty). */
export function nonPawnMaterial(board) {
  let total = 0;
  for (const c of board) {
    const k = c.toUpperCase();
    if (k !== 'P' && k !== 'K' && k in VALUE) total += VALUE[k];
  }
  return total;
}

/** The phase of a move played at `ply` (1 = the game's first move) from a position with `board`. */
export function phaseOf(ply, board) {
  if (ply <= OPENING_PLIES) return 'opening';
  return nonPawnMaterial(board) <= ENDGAME_MATERIAL ? 'endgame' : 'middlegame';
}

const square = (name) => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
const pieceAt = (board, name) => board[square(name)];
const isWhite = (c) => c >= 'A' && c <= 'Z';

/** A pawn on `name` of `color` that no enemy pawn can stop: none ahead on its file or the two beside it. */
export function isPassedPawn(board, name) {
  const c = pieceAt(board, name);
  if (c !== 'P' && c !== 'p') return false;
  const white = c === 'P', enemy = white ? 'p' : 'P';
  const file = name.charCodeAt(0) - 97, rank = name.charCodeAt(1) - 49;
  for (let r = white ? rank + 1 : rank - 1; white ? r < 8 : r >= 0; r += white ? 1 : -1) {
    for (let f = Math.max(0, file - 1); f <= Math.min(7, file + 1); f++) if (board[r * 8 + f] === enemy) return false;
  }
  return true;
}

/**
 * The bot's pieces (knight or better) the opponent wins after the bot's move: it can take one that
 * the bot cannot take back on that square, or one worth more than the piece taking it. `after` is
 * the position with the opponent to move.
 */
export function hangingPieces(chess, after) {
  const found = [];
  for (const capture of chess.legalMoves(after)) {
    if (capture.captures.length === 0 || capture.kind === 'en-passant') continue;
    const kind = capture.capturedKinds[0];
    if (VALUE[kind] < 3) continue;
    const cheaper = VALUE[capture.piece] < VALUE[kind];
    const next = chess.play(after, capture);
    const retaken = chess.legalMoves(next).some((m) => m.to === capture.to && m.captures.length > 0);
    if (cheaper || !retaken) found.push(`${kind}${capture.to}`);
  }
  return [...new Set(found)];
}

/**
 * What a blunder involved, read off the position (a simple classifier): `capture` (the bot's move,
 * Stockfish's or the refutation's first move takes something), `check` (the bot was in check, or one
 * of those moves checks), `king safety` (the refutation's first 5 plies check the bot's king, it ends
 * in a mate, or the bot moved a pawn of its king's shield), `passed pawn` (one of those moves — or
 * the refutation's first 5 plies — moves a passed pawn or promotes), `hanging piece` (after the bot's
 * move the opponent wins a knight or better, by `hangingPieces`).
 */
export function classify(chess, { before, move, best, after, refutation, afterScore, inCheck }) {
  const tags = [];
  const first = refutation[0];
  if (move.captures.length > 0 || best?.captures.length > 0 || first?.captures.length > 0) tags.push('capture');
  if (inCheck || move.check || best?.check || first?.check) tags.push('check');
  const line = refutation.slice(0, 5);
  const theirChecks = line.filter((_, i) => i % 2 === 0).some((m) => m.check);
  const kingName = (() => { const k = before.turn === 'white' ? 'K' : 'k'; const i = before.board.indexOf(k); return String.fromCharCode(97 + (i % 8)) + String(1 + (i >> 3)); })();
  const shield = move.piece === 'P' && Math.abs(move.from.charCodeAt(0) - kingName.charCodeAt(0)) <= 1 && Math.abs(move.from.charCodeAt(1) - kingName.charCodeAt(1)) <= 2;
  if (theirChecks || afterScore.type === 'mate' || shield) tags.push('king safety');
  // A passed pawn that moves: the bot's move, Stockfish's, or one in the refutation (replayed to know the boards).
  let passed = move.promotion !== undefined || isPassedPawn(before.board, move.from) || (best !== undefined && isPassedPawn(before.board, best.from));
  let position = after;
  for (const m of line) {
    if (passed) break;
    if (m.promotion !== undefined || isPassedPawn(position.board, m.from)) passed = true;
    position = chess.play(position, m);
  }
  if (passed) tags.push('passed pawn');
  if (hangingPieces(chess, after).length > 0) tags.push('hanging piece');
  return tags;
}

/** The bot's moves of a parsed game: each with its ply (1-based), the positions around it and its comment. */
export function botMoves(game) {
  const out = [];
  game.moves.forEach((node, i) => {
    const score = node.comments.map(readScoreComment).find((s) => s !== undefined);
    if (score === undefined) return;
    out.push({ index: i, ply: i + 1, before: i === 0 ? game.start : game.moves[i - 1].position, move: node.move, after: node.position, bot: score });
  });
  return out;
}

/** Move text with its number: `17. Nxe5` / `17... Nxe5`. */
const numbered = (position, move) => `${position.fullmove}${position.turn === 'white' ? '.' : '...'} ${move.notation}`;
const signed = (cp) => `${cp >= 0 ? '+' : '−'}${Math.abs(cp)}`;

/**
 * Reviews one game with `engine`: Stockfish's view before and after each bot move. Returns the
 * reviewed moves ({ ply, phase, loss, blunder, … }).
 */
export async function reviewGame({ chess, engine, game, limits, threshold }) {
  await engine.newGame();
  const line = game.moves.map((n) => n.move);
  const reviewed = [];
  let lostInARow = 0;
  for (const b of botMoves(game)) {
    const phase = phaseOf(b.ply, b.before.board);
    // Three bot moves in a row at −1000 or worse: the game is lost, and under the clamp no later move
    // can lose more; the rest is not reviewed (the bound that keeps a long lost ending cheap).
    if (lostInARow >= 3) {
      reviewed.push({ ply: b.ply, phase, lost: true, skipped: true, bot: b.bot });
      continue;
    }
    const pre = await engine.analyse(chess, { start: game.start, moves: line.slice(0, b.index) }, limits);
    const sfBefore = engineCp(pre.lines[0].score);
    const best = pre.bestMove;
    lostInARow = sfBefore <= -CLAMP ? lostInARow + 1 : 0;
    if (sfBefore <= -CLAMP) {
      reviewed.push({ ply: b.ply, phase, lost: true, skipped: false, bot: b.bot, sfBefore });
      continue;
    }
    const status = chess.status(b.after);
    let sfAfter, post;
    if (status.over) sfAfter = status.winner === undefined ? 0 : CLAMP;
    else {
      post = await engine.analyse(chess, { start: game.start, moves: line.slice(0, b.index + 1) }, limits);
      sfAfter = -engineCp(post.lines[0].score);
    }
    const same = best.uci === b.move.uci;
    const loss = same ? 0 : Math.max(0, sfBefore - sfAfter);
    const r = { ply: b.ply, phase, move: b.move, best, loss, sfBefore, sfAfter, bot: b.bot, fen: chess.format(b.before), blunder: loss >= threshold };
    if (r.blunder) {
      const inCheck = b.index > 0 && line[b.index - 1].check;
      r.tags = classify(chess, { before: b.before, move: b.move, best, after: b.after, refutation: post?.lines[0].pv ?? [], afterScore: post?.lines[0].score ?? { type: 'cp', value: 0 }, inCheck });
      r.evalError = Math.abs(b.bot.cp - sfBefore) > EVAL_ERROR;
      r.text = numbered(b.before, b.move);
      r.bestText = numbered(b.before, best);
      r.refutation = (post?.lines[0].pv ?? []).slice(0, 4).map((m) => m.notation).join(' ');
    }
    reviewed.push(r);
  }
  return reviewed;
}

/**
 * Where a lost game turned: the first reviewed bot move after which Stockfish's score for the bot
 * stays at −200 or below to the end (a lost position counts as below). Returns that move, whether it
 * was a blunder, and the smaller losses (≥ SMALL_LOSS) before it; undefined when no move qualifies.
 */
export function turningPoint(reviewed, threshold = -200) {
  let turn;
  for (let i = reviewed.length - 1; i >= 0; i--) {
    const r = reviewed[i];
    if (!(r.lost || r.sfAfter <= threshold)) break;
    if (!r.lost) turn = i;
  }
  if (turn === undefined) return undefined;
  const before = reviewed.slice(0, turn);
  return { move: reviewed[turn], byBlunder: reviewed[turn].blunder, smallerBefore: before.filter((r) => !r.lost && !r.blunder && r.loss >= SMALL_LOSS).length, blundersBefore: before.filter((r) => r.blunder).length };
}

/** The summary rows by phase (and all): bot moves, blunders, per 100 moves, average loss, eval errors vs horizon. */
export function summarize(reviews) {
  const rows = [];
  for (const phase of ['opening', 'middlegame', 'endgame', 'all']) {
    // Moves from positions already lost (Stockfish −1000 for the bot) cannot lose more: not counted.
    const moves = reviews.flat().filter((r) => !r.lost && (phase === 'all' || r.phase === phase));
    const blunders = moves.filter((r) => r.blunder);
    const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
    rows.push({
      phase, moves: moves.length, blunders: blunders.length,
      per100: moves.length ? (100 * blunders.length) / moves.length : NaN,
      smaller: moves.length ? (100 * moves.filter((r) => r.loss >= SMALL_LOSS && !r.blunder).length) / moves.length : NaN,
      avgLoss: mean(moves.map((r) => r.loss)),
      avgBlunderLoss: mean(blunders.map((r) => r.loss)),
      evalErrors: blunders.filter((r) => r.evalError).length,
      horizon: blunders.filter((r) => !r.evalError).length,
    });
  }
  return rows;
}

const fixed = (x, d = 1) => (Number.isNaN(x) ? '–' : x.toFixed(d));

/** The summary as a Markdown table. */
export function summaryTable(rows) {
  const head = '| phase | bot moves | blunders (≥ 150 cp) | per 100 moves | smaller losses (50–149 cp) per 100 moves | average loss per move (cp) | average loss per blunder (cp) | bot score off by > 200 cp before (evaluation) | bot score within 200 cp (search) |\n|---|---|---|---|---|---|---|---|---|';
  return `${head}\n${rows.map((r) => `| ${r.phase} | ${r.moves} | ${r.blunders} | ${fixed(r.per100)} | ${fixed(r.smaller)} | ${fixed(r.avgLoss)} | ${fixed(r.avgBlunderLoss, 0)} | ${r.evalErrors} | ${r.horizon} |`).join('\n')}`;
}

/** One blunder in a line of text. */
export function blunderText(r) {
  return `ply ${r.ply} ${r.text} (Stockfish ${r.bestText}), loss ${r.loss} cp (${signed(r.sfBefore)} → ${signed(r.sfAfter)}), ${r.phase}; ${r.tags.join(', ') || 'nothing classified'}; bot said ${signed(r.bot.cp)}/${r.bot.depth} (${r.evalError ? 'evaluation error' : 'search: its score was right'}); refutation ${r.refutation || '–'}; FEN ${r.fen}`;
}

function readArgs(argv) {
  const get = (name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
  const num = (name, fallback) => {
    const v = Number(get(name, fallback));
    if (!Number.isSafeInteger(v) || v < 0) throw new Error(`--${name} must be a whole number, got ${get(name, fallback)}`);
    return v;
  };
  const file = argv.find((a) => !a.startsWith('--'));
  if (file === undefined) throw new Error('usage: node bench/review-games.mjs FILE.pgn [--nodes=200000 | --depth=14] [--jobs=2] [--games=N] [--threshold=150] [--list=10] [--json=OUT]');
  const depth = get('depth', undefined);
  return {
    file, limits: depth === undefined ? { nodes: num('nodes', 200000) } : { depth: num('depth', 14) },
    jobs: Math.max(1, num('jobs', 2)), games: num('games', 1e9), threshold: num('threshold', 150), list: num('list', 10),
    json: get('json', undefined), stockfish: get('stockfish', '/usr/games/stockfish'),
  };
}

async function main() {
  const o = readArgs(process.argv.slice(2));
  const dist = process.env.BOARDWRIGHT_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
  const load = async (name) => import(pathToFileURL(`${dist}/${name}.js`).href);
  const [{ chess, parsePgn, pgnTag }, { openEngine }] = await Promise.all([load('chess'), load('engine')]);
  const games = parsePgn(readFileSync(o.file, 'utf8'), { variations: 'skip' }).filter((g) => g.start.variant === 'chess').slice(0, o.games);
  const started = performance.now(), loads = [os.loadavg()[0]];
  const reviews = new Array(games.length), turns = new Array(games.length);
  let next = 0;
  // --jobs workers, one Stockfish each, take the games in turn; each game's report prints as it ends.
  const worker = async () => {
    const engine = await openEngine(o.stockfish, { options: { Threads: 1, Hash: 16 }, timeoutMs: 600_000 });
    try {
      for (let g = next++; g < games.length; g = next++) {
        const game = games[g];
        reviews[g] = await reviewGame({ chess, engine, game, limits: o.limits, threshold: o.threshold });
        loads.push(os.loadavg()[0]);
        const first = reviews[g].find((r) => r.blunder);
        const head = `game ${pgnTag(game, 'Round') ?? g + 1} (${pgnTag(game, 'OpeningLine') ?? ''}, bot ${pgnTag(game, 'BotSide') ?? '?'}, ${game.result} ${pgnTag(game, 'EndReason') ?? ''}, ${game.moves.length} plies): ${reviews[g].length} bot moves, ${reviews[g].filter((r) => r.blunder).length} blunders`;
        const botSide = pgnTag(game, 'BotSide');
        const lostGame = (game.result === '1-0' && botSide === 'black') || (game.result === '0-1' && botSide === 'white');
        const turn = lostGame ? turningPoint(reviews[g]) : undefined;
        turns[g] = turn && { ...turn, phase: turn.move.phase, ply: turn.move.ply };
        const turnText = !lostGame ? '' : turn ? `\n  lost from ply ${turn.move.ply} (${turn.move.phase}, ${turn.move.text ?? turn.move.move.notation}: ${signed(turn.move.sfBefore)} → ${signed(turn.move.sfAfter)}, loss ${turn.move.loss} cp), ${turn.blundersBefore} blunders and ${turn.smallerBefore} smaller losses (${SMALL_LOSS}–149 cp) before it` : '\n  lost: no reviewed move after which Stockfish stays ≤ −200';
        console.log(`${head}\n  first blunder: ${first ? blunderText(first) : 'none'}${turnText}`);
      }
    } finally {
      await engine.quit();
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.jobs, games.length) }, worker));
  const rows = summarize(reviews);
  console.log(`\n${summaryTable(rows)}`);
  const blunders = reviews.flat().filter((r) => r.blunder);
  const tagCount = new Map();
  for (const r of blunders) for (const t of r.tags) tagCount.set(t, (tagCount.get(t) ?? 0) + 1);
  console.log(`\nInvolved in the ${blunders.length} blunders (a blunder can have several): ${[...tagCount].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(', ') || '–'}; none: ${blunders.filter((r) => r.tags.length === 0).length}.`);
  const lostGames = turns.filter((t) => t !== undefined);
  console.log(`Lost games' turning points (first bot move after which Stockfish stays ≤ −200 for the bot): ${lostGames.length}; at a blunder (≥ 150 cp) ${lostGames.filter((t) => t.byBlunder).length}, after smaller losses only ${lostGames.filter((t) => !t.byBlunder && t.blundersBefore === 0).length}; by phase ${['opening', 'middlegame', 'endgame'].map((p) => `${p} ${lostGames.filter((t) => t.phase === p).length}`).join(', ')}.`);
  const lost = reviews.flat().filter((r) => r.lost);
  console.log(`Not counted: ${lost.length} bot moves from lost positions (Stockfish ≤ −${CLAMP} for the bot), ${lost.filter((r) => r.skipped).length} of them not searched (after three in a row).`);
  const depthOf = (rs) => (rs.length ? (rs.reduce((a, r) => a + r.bot.depth, 0) / rs.length).toFixed(1) : '–');
  console.log(`Bot depth: ${depthOf(reviews.flat().filter((r) => !r.lost))} on average over all its moves, ${depthOf(blunders)} at the blunders.`);
  const balanced = blunders.filter((r) => Math.abs(r.sfBefore) <= 300).sort((a, b) => b.loss - a.loss).slice(0, o.list);
  console.log(`\nLargest blunders from balanced positions (Stockfish within ±300 before):`);
  for (const r of balanced) console.log(`  ${blunderText(r)}`);
  const cpu = os.cpus();
  console.log(`\nStockfish ${JSON.stringify(o.limits)}, Threads 1, Hash 16; ${games.length} games in ${((performance.now() - started) / 1000).toFixed(0)} s, ${o.jobs} at once; ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.`);
  const plain = ({ move, best, ...r }) => ({ ...r, ...(move ? { move: move.uci, best: best.uci } : {}) });
  if (o.json) writeFileSync(o.json, JSON.stringify({ limits: o.limits, rows, games: reviews.map((moves, g) => ({ round: pgnTag(games[g], 'Round'), result: games[g].result, botSide: pgnTag(games[g], 'BotSide'), turn: turns[g] && plain(turns[g].move), moves: moves.map(plain) })) }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
