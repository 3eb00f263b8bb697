/**
 * The boardwright playground: pick a game, click a piece to see where it may
 * go, click again to move. Everything about the rules comes from the package
 * (`variants` and a few `boardwright/fairy` games, `destinations`, `movesFrom`, `play`, `status`; `renderSvg` from `boardwright/svg`);
 * this file only wires the page.
 */
import { DROP_FROM, type AnyVariant, type Move } from 'boardwright';
import { renderSvg } from 'boardwright/svg';
import { games } from './games.js';
import { computerMove } from './bot.js';
import { columnDrop, needWall, wallOf } from './clicks.js';
import { optionChoices } from './options.js';
import { Session } from './session.js';
import { showMoves, showStatus } from './status.js';

const $ = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element as T;
};

const ui = {
  game: $<HTMLSelectElement>('game'),
  capture: $<HTMLSelectElement>('capture'),
  captureLabel: $<HTMLLabelElement>('capture-label'),
  first: $<HTMLSelectElement>('first'),
  firstLabel: $<HTMLLabelElement>('first-label'),
  newGame: $<HTMLButtonElement>('new-game'),
  board: $<HTMLDivElement>('board'),
  status: $<HTMLParagraphElement>('status'),
  actions: $<HTMLDivElement>('actions'),
  choice: $<HTMLDivElement>('choice'),
  moves: $<HTMLOListElement>('moves'),
  undo: $<HTMLButtonElement>('undo'),
  rotate: $<HTMLButtonElement>('rotate'),
  labels: $<HTMLInputElement>('labels'),
  botMove: $<HTMLButtonElement>('bot-move'),
  computer: $<HTMLDivElement>('computer'),
  position: $<HTMLTextAreaElement>('position'),
  copy: $<HTMLButtonElement>('copy'),
  load: $<HTMLButtonElement>('load'),
  message: $<HTMLParagraphElement>('message'),
};

let session: Session;
/** The player at the bottom; '' for the game's own default. */
let orientation = '';
let selected: string | undefined;
/** The kind of the piece in hand picked to be dropped (crazyhouse pockets), if any. */
let picked: string | undefined;
/** A walling move's from and to, clicked; the next click names its wall. */
let walling: { readonly from: string; readonly to: string } | undefined;
let botTimer: ReturnType<typeof setTimeout> | undefined;
/** Players the computer moves for. */
const computerPlays = new Set<string>();

function variant(): AnyVariant {
  return session.variant;
}

/** The walling moves of the from and to clicked so far. */
function wallingMoves(): Move[] {
  const fromTo = walling;
  if (fromTo === undefined) return [];
  return variant().movesFrom(session.position, fromTo.from).filter((m) => m.to === fromTo.to && wallOf(m) !== undefined);
}

/** A move that is not "this piece to that node": a huff, an insist, or a move ending where it began. */
function isAction(move: Move): boolean {
  return move.kind === 'huff' || move.kind === 'insist' || move.from === move.to;
}

/** The kind a drop puts down: the move's piece, else the letter before '@' of its UCI text, upper case. */
function dropKind(move: Move): string {
  const m = move as Move & { piece?: string; uci?: string };
  return (m.piece ?? m.uci?.split('@')[0] ?? '').toUpperCase();
}

/** The drops of one kind of piece in hand. */
function dropsOf(kind: string): Move[] {
  return variant().movesFrom(session.position, DROP_FROM).filter((m) => dropKind(m) === kind.toUpperCase());
}

/** Whether a person may move now: the game goes on and the computer does not play the side to move. */
function personToMove(): boolean {
  const position = session.position;
  return !session.status().over && !computerPlays.has(position.turn);
}

function say(text: string): void {
  ui.message.textContent = text;
}

function fillSelect(select: HTMLSelectElement, values: readonly string[]): void {
  select.replaceChildren(...values.map((v) => new Option(v, v)));
}

/** The options chosen in the form, as the game takes them. */
function chosenOptions(v: AnyVariant): Record<string, unknown> {
  const choices = optionChoices(v);
  const options: Record<string, unknown> = {};
  if (choices.capture.length) options.capture = ui.capture.value;
  if (choices.firstPlayer.length) options.firstPlayer = ui.first.value;
  return options;
}

/** Shows the option fields the chosen game has. */
function showOptionFields(v: AnyVariant): void {
  const choices = optionChoices(v);
  fillSelect(ui.capture, choices.capture);
  fillSelect(ui.first, choices.firstPlayer);
  ui.captureLabel.hidden = choices.capture.length === 0;
  ui.firstLabel.hidden = choices.firstPlayer.length === 0;
}

function showComputerChoices(v: AnyVariant): void {
  computerPlays.clear();
  ui.computer.replaceChildren(...v.players.map((player) => {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.dataset.player = player;
    box.addEventListener('change', () => {
      if (box.checked) computerPlays.add(player);
      else computerPlays.delete(player);
      render();
    });
    label.append(box, ` ${player}`);
    return label;
  }));
}

function newGame(): void {
  const v = games.find((x) => x.id === ui.game.value) ?? (games[0] as AnyVariant);
  const options = chosenOptions(v);
  session = new Session(v, v.setup(options), options);
  // Keep the seat a person chose; a new game of another game starts as the game draws itself.
  if (!v.players.includes(orientation)) orientation = '';
  selected = undefined;
  picked = undefined;
  walling = undefined;
  say('');
  render();
}

function play(move: Move): void {
  if (!session.play(move)) {
    say(`The library refused ${move.notation}.`);
    return;
  }
  selected = undefined;
  picked = undefined;
  walling = undefined;
  ui.choice.replaceChildren();
  say('');
  render();
}

/** Plays the only move of a list at once, or asks which when there are several; false when there is none. */
function playOrAsk(moves: readonly Move[]): boolean {
  if (moves.length === 1) play(moves[0] as Move);
  else if (moves.length > 1) offerChoice(moves);
  return moves.length > 0;
}

/** Offers several moves between the same two nodes (promotion pieces, stack sizes, capture routes), or the drops onto one node. */
function offerChoice(moves: readonly Move[]): void {
  const heading = document.createElement('p');
  heading.textContent = 'Which move?';
  const buttons = moves.map((m, i) => {
    const button = document.createElement('button');
    button.dataset.index = String(i);
    const path = (m as Move & { path?: readonly string[] }).path;
    button.textContent = path && path.length > 1 ? `${m.notation} (via ${path.join(' ')})` : m.notation;
    button.dataset.notation = m.notation;
    button.addEventListener('click', () => play(m));
    return button;
  });
  const cancel = document.createElement('button');
  cancel.textContent = 'Cancel';
  cancel.className = 'cancel';
  cancel.addEventListener('click', () => {
    ui.choice.replaceChildren();
    selected = undefined;
    picked = undefined;
    walling = undefined;
    render();
  });
  ui.choice.replaceChildren(heading, ...buttons, cancel);
}

function clickNode(node: string): void {
  const v = variant();
  const position = session.position;
  if (!personToMove()) return;
  ui.choice.replaceChildren();
  // A piece picked from the hand goes down here if it may; a click elsewhere puts it back.
  if (picked !== undefined) {
    const drops = dropsOf(picked).filter((m) => m.to === node);
    picked = undefined;
    if (playOrAsk(drops)) return;
    render();
    return;
  }
  // The third click of a walling move names its wall; a click elsewhere drops the move.
  if (walling !== undefined) {
    const moves = wallingMoves().filter((m) => wallOf(m) === node);
    walling = undefined;
    if (playOrAsk(moves)) return;
    render();
    return;
  }
  const destinations = v.destinations(position);
  if (selected !== undefined && node !== selected && (destinations.get(selected) ?? []).includes(node)) {
    const moves = v.movesFrom(position, selected).filter((m) => m.to === node && !isAction(m));
    if (needWall(moves)) {
      walling = { from: selected, to: node };
      selected = undefined;
      render();
    } else playOrAsk(moves);
    return;
  }
  // Drops (crazyhouse) start off the board: a click on an empty node drops the only piece in hand
  // that may go there, or offers the pieces in hand that may; Connect Four drops into the column.
  const all = selected === undefined ? v.movesFrom(position, DROP_FROM) : [];
  const onto = all.filter((m) => m.to === node);
  if (playOrAsk(onto.length ? onto : columnDrop(v, all, node))) return;
  const movable = v.movesFrom(position, node).some((m) => !isAction(m));
  // A click on a piece that cannot move, or on an empty node, changes nothing but a selection.
  selected = movable && node !== selected ? node : undefined;
  render();
}

/** A click on a piece in hand: picks it (its drop squares are marked), or puts it back when picked already. */
function clickHand(player: string, kind: string): void {
  if (!personToMove() || player !== session.position.turn) return;
  ui.choice.replaceChildren();
  selected = undefined;
  walling = undefined;
  picked = picked === kind || dropsOf(kind).length === 0 ? undefined : kind;
  render();
}

/**
 * The royal piece to mark: the library's `checks` (a king in check, or a checkmated king once
 * the game is over); for a game that does not list them, the side to move's `K` while in check.
 */
function checkedNode(): string | undefined {
  const v = variant();
  const status = session.status();
  if (status.checks !== undefined && status.checks.length > 0) return status.checks[0];
  if (status.over || !status.check) return undefined;
  try {
    return v.pieces(session.position).find((p) => p.player === status.turn && p.kind === 'K')?.node;
  } catch {
    return undefined; // a game that does not say what stands where
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Marks the picked piece in hand with a ring of the board's "selected" colour behind it. */
function markPicked(): void {
  if (picked === undefined) return;
  const turn = session.position.turn;
  const piece = [...ui.board.querySelectorAll('.bw-hand-piece')].find((e) => e.getAttribute('data-player') === turn && e.getAttribute('data-kind') === picked);
  if (!piece) return;
  piece.classList.add('bw-picked');
  const ring = document.createElementNS(SVG_NS, 'circle');
  ring.setAttribute('class', 'bw-picked-mark');
  ring.setAttribute('r', '40');
  ring.setAttribute('fill', 'rgba(20, 85, 200, 0.45)');
  piece.prepend(ring);
}

function drawBoard(): void {
  const v = variant();
  const position = session.position;
  const last = session.moves[session.moves.length - 1];
  const from = picked !== undefined ? dropsOf(picked) : selected !== undefined ? v.movesFrom(position, selected).filter((m) => !isAction(m)) : [];
  // A walling move half made: its from and to drawn as a move, the wall's squares as destinations.
  const destinations = walling !== undefined ? [...new Set(wallingMoves().map((m) => wallOf(m) as string))] : [...new Set(from.map((m) => m.to))];
  const shown = walling ?? (last && !isAction(last) ? last : undefined);
  const check = checkedNode();
  ui.board.innerHTML = renderSvg(v, position, {
    ...(orientation ? { orientation } : {}),
    labels: ui.labels.checked,
    size: 560,
    highlights: {
      ...(shown ? { lastMove: { from: shown.from, to: shown.to } } : {}),
      ...(selected !== undefined ? { selected } : {}),
      destinations,
      ...(check !== undefined ? { check } : {}),
    },
  });
  markPicked();
}

function drawActions(): void {
  const v = variant();
  const status = session.status();
  const actions = status.over ? [] : v.legalMoves(session.position).filter(isAction);
  const buttons = actions.map((m) => {
    const button = document.createElement('button');
    button.textContent = m.kind ? `${m.kind}: ${m.notation}` : m.notation;
    button.dataset.notation = m.notation;
    button.addEventListener('click', () => play(m));
    return button;
  });
  // A draw the player to move may claim (the library offers it; claiming is the player's act).
  if (!status.over && status.claimableDraw !== undefined && personToMove()) {
    const claim = document.createElement('button');
    claim.id = 'claim-draw';
    claim.textContent = `Claim a draw (${status.claimableDraw})`;
    claim.addEventListener('click', claimDraw);
    buttons.push(claim);
  }
  ui.actions.replaceChildren(...buttons);
}

function claimDraw(): void {
  if (session.claimDraw()) render();
}

function render(): void {
  const v = variant();
  const status = session.status();
  drawBoard();
  showStatus(ui.status, status);
  showMoves(ui.moves, session.rows, session.movers, session.moves);
  drawActions();
  ui.position.value = v.format(session.position);
  ui.undo.disabled = !session.canUndo;
  ui.botMove.disabled = status.over;
  document.body.dataset.variant = v.id;
  document.body.dataset.plies = String(session.moves.length);
  scheduleComputer();
}

function computerTurn(): void {
  const v = variant();
  const status = session.status();
  if (status.over) return;
  // The computer claims every draw it may claim: a game between two computers ends (a fairy game's
  // n-move rule is only a claim, as in Fairy-Stockfish), as boardgameGame's claimDraws does.
  if (status.claimableDraw !== undefined) {
    claimDraw();
    return;
  }
  const move = computerMove(v, session.position, 1000 + session.moves.length);
  if (move) play(move);
}

function scheduleComputer(): void {
  if (botTimer !== undefined) clearTimeout(botTimer);
  botTimer = undefined;
  const status = session.status();
  if (!status.over && computerPlays.has(status.turn)) botTimer = setTimeout(computerTurn, 250);
}

function loadPosition(): void {
  const v = variant();
  const options: Record<string, unknown> = {};
  if ('capture' in session.options) options.capture = session.options.capture;
  const parsed = v.tryParse(ui.position.value, options);
  if (!parsed.ok) {
    say(`${parsed.error.code}: ${parsed.error.message}`);
    return;
  }
  session = new Session(v, parsed.value, session.options);
  selected = undefined;
  picked = undefined;
  walling = undefined;
  ui.choice.replaceChildren();
  say('Position loaded.');
  render();
}

async function copyPosition(): Promise<void> {
  try {
    await navigator.clipboard.writeText(ui.position.value);
    say('Position text copied.');
  } catch {
    // Pages opened from disk may not reach the clipboard API: select the text for Ctrl+C instead.
    ui.position.select();
    say('Position text selected: press Ctrl+C to copy.');
  }
}

/** A drag under way: what is dragged (a node's piece or a kind in hand), where it started, its drawing. */
interface Drag {
  readonly from: { readonly node: string } | { readonly kind: string };
  readonly x: number;
  readonly y: number;
  readonly element: SVGGraphicsElement | undefined;
  readonly transform: string;
  moved: boolean;
}
let drag: Drag | undefined;
let ignoreClicksUntil = 0;

/** The element drawn for a node's piece. */
function pieceElement(node: string): SVGGraphicsElement | undefined {
  return [...ui.board.querySelectorAll<SVGGraphicsElement>('.bw-piece')].find((e) => e.getAttribute('data-node') === node);
}

/** Drops a dragged piece on a node: the move (or the choice) a click on the piece and then on the node makes; elsewhere, nothing. */
function dropOn(from: Drag['from'], node: string | undefined): void {
  const v = variant();
  walling = undefined;
  if ('node' in from) {
    const reach = v.movesFrom(session.position, from.node).filter((m) => !isAction(m) && m.to === node);
    selected = from.node;
    if (node === undefined || reach.length === 0) { render(); return; }
    clickNode(node);
    return;
  }
  picked = from.kind;
  if (node === undefined || dropsOf(from.kind).every((m) => m.to !== node)) { render(); return; }
  clickNode(node);
}

/** Drag and drop as well as click: press on a piece (or a piece in hand), move, release on a destination. */
function enableDragging(): void {
  ui.board.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || !personToMove()) return;
    const target = event.target as Element;
    const hand = target.closest('.bw-hand-piece');
    if (hand) {
      const kind = hand.getAttribute('data-kind') ?? '';
      if (hand.getAttribute('data-player') !== session.position.turn || dropsOf(kind).length === 0) return;
      drag = { from: { kind }, x: event.clientX, y: event.clientY, element: hand as SVGGraphicsElement, transform: hand.getAttribute('transform') ?? '', moved: false };
      return;
    }
    const node = target.closest('[data-node]')?.getAttribute('data-node');
    if (!node || !variant().movesFrom(session.position, node).some((m) => !isAction(m))) return;
    const element = pieceElement(node);
    drag = { from: { node }, x: event.clientX, y: event.clientY, element, transform: element?.getAttribute('transform') ?? '', moved: false };
  });
  window.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    drag.moved = true;
    const svg = ui.board.querySelector('svg');
    if (!drag.element || !svg) return;
    // Screen pixels to picture units, then the piece follows the pointer above everything else.
    const scale = svg.viewBox.baseVal.width / svg.getBoundingClientRect().width;
    drag.element.style.pointerEvents = 'none';
    drag.element.setAttribute('transform', `translate(${dx * scale} ${dy * scale}) ${drag.transform}`);
    // Last among its siblings: drawn over the other pieces while it moves.
    if (drag.element.nextSibling) drag.element.parentNode?.append(drag.element);
  });
  window.addEventListener('pointerup', (event) => {
    const done = drag;
    drag = undefined;
    if (!done?.moved) return;
    ignoreClicksUntil = Date.now() + 300;
    const under = document.elementFromPoint(event.clientX, event.clientY);
    const node = under && ui.board.contains(under) ? under.closest('[data-node]')?.getAttribute('data-node') ?? undefined : undefined;
    dropOn(done.from, node);
  });
}

function start(): void {
  fillSelect(ui.game, []);
  ui.game.replaceChildren(...games.map((v) => new Option(v.name, v.id)));
  const wanted = new URLSearchParams(location.search).get('game');
  if (wanted && games.some((v) => v.id === wanted)) ui.game.value = wanted;
  const onGame = (): void => {
    const v = games.find((x) => x.id === ui.game.value) as AnyVariant;
    showOptionFields(v);
    showComputerChoices(v);
    orientation = '';
    newGame();
  };
  ui.game.addEventListener('change', onGame);
  ui.capture.addEventListener('change', newGame);
  ui.first.addEventListener('change', newGame);
  ui.newGame.addEventListener('click', newGame);
  ui.undo.addEventListener('click', () => {
    // Against the computer, take back to the last position where a person was to move.
    do session.undo();
    while (session.moves.length > 0 && computerPlays.has(session.position.turn));
    selected = undefined;
    picked = undefined;
    walling = undefined;
    ui.choice.replaceChildren();
    render();
  });
  ui.rotate.addEventListener('click', () => {
    const players = variant().players;
    // The seat at the bottom now, as the picture says (the game's default until a person turns it).
    const current = ui.board.querySelector('svg')?.getAttribute('data-orientation') ?? '';
    orientation = players[(players.indexOf(current) + 1) % players.length] as string;
    render();
  });
  ui.labels.addEventListener('change', render);
  ui.botMove.addEventListener('click', computerTurn);
  ui.load.addEventListener('click', loadPosition);
  ui.copy.addEventListener('click', () => void copyPosition());
  ui.board.addEventListener('click', (event) => {
    // The click that ends a drag has been handled by the drop.
    if (Date.now() < ignoreClicksUntil) return;
    const target = event.target as Element;
    const hand = target.closest('.bw-hand-piece');
    if (hand) {
      clickHand(hand.getAttribute('data-player') ?? '', hand.getAttribute('data-kind') ?? '');
      return;
    }
    const node = target.closest('[data-node]')?.getAttribute('data-node');
    if (node) clickNode(node);
  });
  enableDragging();
  onGame();
}

start();
