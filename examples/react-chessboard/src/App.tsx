/**
 * react-chessboard driven by a boardwright game: the board shows `chess.format(position)` (FEN)
 * and every drop goes through `chess.tryPlay(position, { from, to })`; a refused drop returns
 * false, and react-chessboard puts the piece back.
 *
 * URL: index.html?fen=<FEN> starts from a position.
 */
import { useState } from 'react';
import { Chessboard } from 'react-chessboard';
import type { PieceDropHandlerArgs } from 'react-chessboard';
import { chess } from 'boardwright/chess';
import type { ChessPosition } from 'boardwright/chess';

const start = new URLSearchParams(location.search).get('fen');

export function App() {
  const [position, setPosition] = useState<ChessPosition>(() => (start === null ? chess.setup() : chess.parse(start)));
  const [moves, setMoves] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [promotion, setPromotion] = useState<{ from: string; to: string } | null>(null);
  const status = chess.status(position);

  function play(from: string, to: string, promotion?: string): boolean {
    const result = chess.tryPlay(position, promotion === undefined ? { from, to } : { from, to, promotion });
    if (!result.ok) {
      // A pawn reaching the last rank without a piece named: ask which one.
      if (result.error.code === 'AMBIGUOUS_MOVE' && chess.movesFrom(position, from).some((m) => m.to === to && m.promotion)) setPromotion({ from, to });
      else setMessage(`refused: ${result.error.code}`);
      return false;
    }
    const move = chess.movesFrom(position, from).find((m) => m.to === to && (promotion === undefined || m.promotion?.toLowerCase() === promotion));
    setPosition(result.value);
    setMoves((list) => [...list, move?.notation ?? `${from}${to}`]);
    setMessage('');
    setPromotion(null);
    return true;
  }

  function onPieceDrop({ sourceSquare, targetSquare }: PieceDropHandlerArgs): boolean {
    return targetSquare !== null && play(sourceSquare, targetSquare);
  }

  // The king in check (a mated king too): status lists its square.
  const red = 'radial-gradient(circle, rgba(255, 0, 0, 0.9) 0%, rgba(231, 0, 0, 0.5) 40%, rgba(169, 0, 0, 0) 80%)';
  const squareStyles = Object.fromEntries((status.checks ?? []).map((square) => [square, { background: red }]));

  return (
    <main>
      <h1>Chess — boardwright + react-chessboard</h1>
      <div id="layout">
        <div id="board">
          <Chessboard options={{ id: 'board', position: chess.format(position), onPieceDrop, squareStyles, animationDurationInMs: 0 }} />
        </div>
        <div>
          <p id="status" data-over={String(status.over)} data-check={String(!status.over && status.check === true)}>
            {status.over ? `game over: ${status.winner ? `${status.winner} wins` : 'draw'} (${status.reason})` : `${status.turn} to move${status.check ? ', check' : ''}`}
          </p>
          {promotion && (
            <p id="promotion">
              {['q', 'r', 'b', 'n'].map((piece) => (
                <button key={piece} data-piece={piece} onClick={() => play(promotion.from, promotion.to, piece)}>{piece.toUpperCase()}</button>
              ))}
            </p>
          )}
          <p id="message">{message}</p>
          <p>Moves: <span id="moves">{moves.join(' ')}</span></p>
          <input id="fen" readOnly value={chess.format(position)} />
        </div>
      </div>
    </main>
  );
}
