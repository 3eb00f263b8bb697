// The reference bot's strength, measured as players measure it: matches against native engines.
//   npm run match -- [--games-per-level=40] [--levels=0,5,10,15,20] [--games=20] [--movetime=200]
//                    [--engine-movetime=50] [--fairy-level=0] [--only=chess,xiangqi,shogi,makruk,janggi]
//                    [--max-plies=400] [--seed=1] [--pgn=FILE] [--no-memory] [--nodes=N] [--engine-nodes=N]
// The bot (boardwright/bot's `analyse`, `timeMs` = --movetime) plays Debian's Stockfish at rising
// Skill Levels (--levels, --games-per-level games each) and Fairy-Stockfish at --fairy-level in
// xiangqi, shogi, makruk and janggi (--games games each), keeping a memory (createBotMemory) through
// each game as `boardwright uci` does (--no-memory: a fresh table every move); both engines are driven by
// boardwright/engine's openEngine with `go movetime` (--engine-movetime), one thread, 16 MB hash,
// and are sent the whole game (`position startpos moves …`). Colours alternate game by game and the
// openings come from a fixed list per game (each line played once with either colour). A game ends
// when the package's own `status` says so, when a draw can be claimed (repetition, n-move rule), or
// at --max-plies (a draw). --nodes=N gives the bot `maxNodes` N a move in place of `timeMs`, and
// --engine-nodes=N the engines `go nodes N` in place of `go movetime`: with both, a match does not
// depend on the machine's load (a loaded machine only takes longer), so two builds can be compared
// against the same opponent while other work runs. Skill Level's pick stays random (Stockfish seeds it
// from the clock), so a node match is not replayable game for game. Prints each game, then a table: score, W/D/L and the Elo difference with
// its 95% margin, with the machine and its load average. --pgn=FILE writes every game to FILE as PGN
// (the package's own writers: recordToPgn for chess, writeFairyPgn for the fairy games): players,
// Skill Level, opening line, result and why the game ended in the tags, and each of the bot's
// searched moves with its score, depth and time as a comment `{+0.35/9 0.20s}` (cutechess's form; a
// mate as `+M3`, in moves; the opening's moves have none); bench/review-games.mjs reads it. Install: apt-get install stockfish
// fairy-stockfish. BOARDWRIGHT_DIST points at another build (default ../dist; `npm run match` builds it).
import { appendFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Fixed opening lines, written in the moves' protocol text (`uci`, or `usi` for shogi): each is
 * played once with the bot on either side. Common first moves of each game.
 */
export const OPENINGS = {
  chess: [
    'e2e4 e7e5 g1f3 b8c6', 'e2e4 e7e5 g1f3 b8c6 f1b5', 'e2e4 e7e5 g1f3 b8c6 f1c4', 'e2e4 c7c5', 'e2e4 c7c5 g1f3 d7d6',
    'e2e4 e7e6', 'e2e4 c7c6', 'e2e4 d7d5', 'e2e4 g8f6', 'e2e4 d7d6', 'd2d4 d7d5 c2c4', 'd2d4 d7d5 c2c4 e7e6',
    'd2d4 d7d5 c2c4 c7c6', 'd2d4 g8f6 c2c4 g7g6', 'd2d4 g8f6 c2c4 e7e6', 'd2d4 f7f5', 'c2c4', 'c2c4 e7e5', 'g1f3 d7d5', 'g2g3',
  ],
  // Central cannon with either horse, same-direction cannons, the pawn, elephant and horse openings.
  xiangqi: ['h3e3 h10g8', 'h3e3 b10c8', 'h3e3 h8e8', 'c4c5', 'c1e3', 'b1c3', 'g4g5', 'b3e3 b10c8', 'h3e3 c7c6', 'c4c5 g7g6'],
  // Static rook and ranging rook starts (USI text).
  shogi: ['7g7f 3c3d', '2g2f 8c8d', '7g7f 8c8d', '2g2f 3c3d', '7g7f 3c3d 2g2f', '5g5f', '7g7f 3c3d 8h2b+', '2g2f 3c3d 7g7f 4c4d', '6g6f', '1g1f'],
  makruk: ['e3e4', 'd3d4', 'c3c4', 'f3f4', 'b1d2', 'g1e2', 'e3e4 d6d5', 'c3c4 f6f5', 'f3f4 c6c5', 'e3e4 e6e5'],
  janggi: ['b1c3', 'h1g3', 'c4d4', 'g4f4', 'a4b4', 'i4h4', 'b1c3 h10g8', 'h1g3 b10c8', 'c4d4 g7f7', 'g4f4 c7d7'],
};

/** The protocol text a match word names: the move's `uci`, or its `usi` (shogi). */
const named = (move, word) => move.uci === word || move.usi === word;

/** Scores at or beyond this (boardwright/bot's WON: 1 000 000 less 10 000 plies) are forced wins or losses. */
const MATE_SCORE = 990_000;

/**
 * The comment a bot move gets in the PGN: its score for the bot in pawns with its depth and the wall
 * time it took, as cutechess writes them (`+0.35/9 0.20s`); a forced win or loss as `+M3`/`-M3`,
 * in moves (boardwright/bot reports ±(1 000 000 − plies)).
 */
export function scoreComment({ score, depth }, ms) {
  const sign = score < 0 ? '-' : '+';
  const value = Math.abs(score) >= MATE_SCORE ? `M${Math.ceil((1_000_000 - Math.abs(score)) / 2)}` : Math.abs(score).toFixed(2);
  return `${sign}${value}/${depth} ${(ms / 1000).toFixed(2)}s`;
}

/**
 * Elo difference from a score fraction, with a 95% margin from the games' spread (the normal
 * approximation over per-game scores). Undefined at 0% or 100%: no finite estimate.
 */
export function eloEstimate(wins, draws, losses) {
  const n = wins + draws + losses;
  if (n === 0) return undefined;
  const score = (wins + draws / 2) / n;
  const elo = (s) => -400 * Math.log10(1 / s - 1);
  if (score <= 0 || score >= 1) return { score, elo: score <= 0 ? -Infinity : Infinity, margin: NaN };
  const variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n;
  const se = Math.sqrt(variance / n);
  const lo = Math.max(1e-6, score - 1.96 * se), hi = Math.min(1 - 1e-6, score + 1.96 * se);
  return { score, elo: elo(score), margin: (elo(hi) - elo(lo)) / 2 };
}

/** The Elo cell of the table: `+35 ± 120`, or `< -400`-style words at a whole score. */
export function eloText(estimate) {
  if (!estimate) return '–';
  if (!Number.isFinite(estimate.elo)) return estimate.elo > 0 ? 'all won: no finite estimate' : 'all lost: no finite estimate';
  const sign = estimate.elo >= 0 ? '+' : '−';
  return `${sign}${Math.abs(Math.round(estimate.elo))} ± ${Math.round(estimate.margin)}`;
}

/**
 * Plays one game: the bot as `botSide` (a player id of `variant.players`) after `opening`. Returns
 * the bot's points (1, 0.5, 0), why the game ended (`reason`, and `termination`: PGN's `normal` or
 * `adjudication`), its length in plies and the game record (each bot move commented by
 * `scoreComment`).
 */
export async function playGame({ lib, variant, engine, botSide, opening, botMs, engineMs, maxPlies, seed, botNodes = 0, engineNodes = 0 }) {
  const record = new lib.GameRecord(variant);
  // The bot keeps its transposition table through the game (as `boardwright uci` does), when the build has memories.
  const memory = lib.createBotMemory?.();
  for (const word of opening.split(' ')) {
    const move = variant.legalMoves(record.position).find((m) => named(m, word));
    if (!move) throw new Error(`opening ${opening} of ${variant.id}: ${word} is not a legal move there`);
    record.play(move);
  }
  await engine.newGame();
  let botMsUsed = 0, botMoves = 0;
  for (;;) {
    const plies = record.moves.length;
    const status = variant.status(record.position);
    const end = (points, reason, termination) => ({ points, reason, termination, plies, botMsUsed, botMoves, record, winner: status.winner });
    if (status.over) return end(status.winner === undefined ? 0.5 : status.winner === botSide ? 1 : 0, status.reason, 'normal');
    if (status.claimableDraw) return end(0.5, `${status.claimableDraw} (claimed)`, 'normal');
    if (plies >= maxPlies) return end(0.5, `adjudicated a draw at ${maxPlies} plies`, 'adjudication');
    if (record.position.turn === botSide) {
      const t0 = performance.now();
      const budget = botNodes > 0 ? { maxNodes: botNodes } : { timeMs: botMs };
      const analysis = lib.analyse(variant, record.position, { seed: seed + plies, ...budget, ...(memory === undefined ? {} : { memory }) });
      const ms = performance.now() - t0;
      botMsUsed += ms;
      botMoves++;
      record.play(analysis.move);
      record.comment(scoreComment(analysis, ms));
    } else {
      record.play(await engine.play(variant, record, engineNodes > 0 ? { nodes: engineNodes } : { movetime: engineMs }));
    }
  }
}

/**
 * A match of `games` games of `variant` against `engine` (already configured), colours alternating,
 * openings from OPENINGS in turn (each twice, once with either colour). `onGame` hears each result.
 */
export async function playMatch({ lib, variant, engine, games, botMs, engineMs, maxPlies, seed = 1, botNodes = 0, engineNodes = 0, onGame = () => undefined }) {
  const openings = OPENINGS[variant.id] ?? [''];
  const [first, second] = variant.players;
  const result = { games: 0, wins: 0, draws: 0, losses: 0, points: 0, botMsUsed: 0, botMoves: 0, reasons: new Map() };
  for (let g = 0; g < games; g++) {
    const opening = openings[(g >> 1) % openings.length];
    const botSide = g % 2 === 0 ? first : second;
    const r = await playGame({ lib, variant, engine, botSide, opening, botMs, engineMs, maxPlies, seed: seed + 1000 * g, botNodes, engineNodes });
    result.games++;
    result.points += r.points;
    if (r.points === 1) result.wins++;
    else if (r.points === 0) result.losses++;
    else result.draws++;
    result.botMsUsed += r.botMsUsed;
    result.botMoves += r.botMoves;
    const key = `${r.points === 1 ? 'win' : r.points === 0 ? 'loss' : 'draw'}: ${r.reason}`;
    result.reasons.set(key, (result.reasons.get(key) ?? 0) + 1);
    onGame({ game: g + 1, opening, botSide, ...r, total: result.points });
  }
  return result;
}

/**
 * One game of a match as PGN text, written by the package's own writers: `lib.recordToPgn` for a
 * chess record, `lib.fairyPgnFromMoves` + `lib.writeFairyPgn` for a fairy game (the record's
 * comments put on their moves). `game` is what `playMatch` hands `onGame`; `players` names the bot
 * and its opponent, `extraTags` adds tags (the Skill Level, the time per move).
 */
export function gamePgn(lib, variant, game, { bot, opponent, event, date = new Date(), extraTags = {} }) {
  const { record } = game;
  const [first, second] = variant.players;
  const winner = game.points === 0.5 ? undefined : game.points === 1 ? game.botSide : game.botSide === first ? second : first;
  const result = winner === undefined ? '1/2-1/2' : winner === first ? '1-0' : '0-1';
  const d = date.toISOString().slice(0, 10).replaceAll('-', '.');
  const tags = {
    Event: event, Site: 'bench/match.mjs', Date: d, Round: String(game.game),
    White: game.botSide === first ? bot : opponent, Black: game.botSide === first ? opponent : bot, Result: result,
    // PGN's Termination word (normal / adjudication), and the package's own reason beside it.
    Termination: game.termination, EndReason: game.reason, BotSide: game.botSide, OpeningLine: game.opening, PlyCount: String(game.plies),
    ...extraTags,
  };
  if (lib.recordToPgn && variant.id === 'chess') {
    for (const [name, value] of Object.entries(tags)) record.setTag(name, value);
    return lib.recordToPgn(record);
  }
  const byPly = new Map();
  for (const c of record.comments) byPly.set(c.ply, [...(byPly.get(c.ply) ?? []), c.text]);
  const built = lib.fairyPgnFromMoves(variant, record.moves, { start: record.start, tags, result });
  return lib.writeFairyPgn({ ...built, comments: byPly.get(0) ?? [], moves: built.moves.map((node, i) => ({ ...node, comments: byPly.get(i + 1) ?? [] })) });
}

/** A table row of a match result. */
export function tableRow(opponent, r) {
  const pct = r.games ? ((100 * r.points) / r.games).toFixed(0) : '–';
  return `| ${opponent} | ${r.games} | ${r.points}/${r.games} (${pct}%) | ${r.wins} / ${r.draws} / ${r.losses} | ${eloText(eloEstimate(r.wins, r.draws, r.losses))} | ${r.botMoves ? (r.botMsUsed / r.botMoves).toFixed(0) : '–'} |`;
}

export const TABLE_HEAD = '| opponent | games | bot score | W / D / L | Elo difference (95%) | bot ms/move |\n|---|---|---|---|---|---|';

/** Options from `--name=value` words. */
function readArgs(argv) {
  const get = (name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
  const int = (name, fallback) => {
    const v = Number(get(name, fallback));
    if (!Number.isSafeInteger(v) || v < 0) throw new Error(`--${name} must be a whole number, got ${get(name, fallback)}`);
    return v;
  };
  return {
    gamesPerLevel: int('games-per-level', 40),
    levels: String(get('levels', '0,5,10,15,20')).split(',').filter(Boolean).map(Number),
    games: int('games', 20),
    botMs: int('movetime', 200),
    engineMs: int('engine-movetime', 50),
    botNodes: int('nodes', 0),
    engineNodes: int('engine-nodes', 0),
    fairyLevel: int('fairy-level', 0),
    only: String(get('only', 'chess,xiangqi,shogi,makruk,janggi')).split(','),
    maxPlies: int('max-plies', 400),
    seed: int('seed', 1),
    pgn: get('pgn', undefined),
    stockfish: get('stockfish', '/usr/games/stockfish'),
    fairyStockfish: get('fairy-stockfish', '/usr/games/fairy-stockfish'),
  };
}

async function main() {
  const o = readArgs(process.argv.slice(2));
  const dist = process.env.BOARDWRIGHT_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
  const load = async (name) => import(pathToFileURL(`${dist}/${name}.js`).href);
  const [{ GameRecord }, { chess, recordToPgn }, fairy, { analyse, createBotMemory }, { openEngine }] = await Promise.all(['index', 'chess', 'fairy', 'bot', 'engine'].map(load));
  const lib = { GameRecord, analyse, createBotMemory: process.argv.includes('--no-memory') ? undefined : createBotMemory, recordToPgn, fairyPgnFromMoves: fairy.fairyPgnFromMoves, writeFairyPgn: fairy.writeFairyPgn };
  const loads = [os.loadavg()[0]];
  const rows = [];
  if (o.pgn) writeFileSync(o.pgn, '');
  const botBudget = o.botNodes > 0 ? `maxNodes ${o.botNodes}` : `timeMs ${o.botMs}`;
  const engineBudget = o.engineNodes > 0 ? `go nodes ${o.engineNodes}` : `go movetime ${o.engineMs}`;
  const bot = `boardwright bot (analyse, ${botBudget})`;
  const budgets = { botMs: o.botMs, engineMs: o.engineMs, botNodes: o.botNodes, engineNodes: o.engineNodes, maxPlies: o.maxPlies, seed: o.seed };
  const log = (label, variant, opponent, level) => (g) => {
    loads.push(os.loadavg()[0]);
    console.log(`${label} game ${g.game}: ${g.opening || 'start'} | bot ${g.botSide} | ${g.points} (${g.reason}, ${g.plies} plies) | total ${g.total}/${g.game}`);
    // Each game is appended as it ends, so an interrupted match keeps the games it played.
    if (o.pgn) {
      const extraTags = { SkillLevel: String(level), ...(o.botNodes > 0 ? { BotNodes: String(o.botNodes) } : { BotMovetime: String(o.botMs) }), ...(o.engineNodes > 0 ? { EngineNodes: String(o.engineNodes) } : { EngineMovetime: String(o.engineMs) }), LoadAverage: os.loadavg()[0].toFixed(1) };
      appendFileSync(o.pgn, `${gamePgn(lib, variant, g, { bot, opponent, event: label, extraTags })}\n`);
    }
  };
  const engineOptions = (level) => ({ options: { Threads: 1, Hash: 16, 'Skill Level': level } });
  if (o.only.includes('chess')) {
    for (const level of o.levels) {
      const engine = await openEngine(o.stockfish, engineOptions(level));
      try {
        const label = `Stockfish Skill Level ${level}`;
        rows.push(tableRow(`${label}, chess`, await playMatch({ lib, variant: chess, engine, games: o.gamesPerLevel, ...budgets, onGame: log(label, chess, `Stockfish Skill Level ${level} (${engineBudget})`, level) })));
      } finally {
        await engine.quit();
      }
    }
  }
  for (const id of ['xiangqi', 'shogi', 'makruk', 'janggi']) {
    if (!o.only.includes(id)) continue;
    const engine = await openEngine(o.fairyStockfish, engineOptions(o.fairyLevel));
    try {
      const label = `Fairy-Stockfish Skill Level ${o.fairyLevel}, ${id}`;
      rows.push(tableRow(label, await playMatch({ lib, variant: fairy[id], engine, games: o.games, ...budgets, onGame: log(label, fairy[id], `Fairy-Stockfish Skill Level ${o.fairyLevel} (${engineBudget})`, o.fairyLevel) })));
    } finally {
      await engine.quit();
    }
  }
  console.log(`\n${TABLE_HEAD}\n${rows.join('\n')}`);
  const cpu = os.cpus();
  console.log(`\nBot: analyse with ${botBudget}${lib.createBotMemory ? ' and a memory for the game' : ''}; engines: ${engineBudget}, Threads 1, Hash 16. Max ${o.maxPlies} plies. ${new Date().toISOString()}, ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the match (${o.botNodes > 0 && o.engineNodes > 0 ? 'node budgets: the load does not change the moves' : 'under load both sides lose time: movetime is wall-clock'}).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
