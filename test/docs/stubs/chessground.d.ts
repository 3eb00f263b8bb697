/**
 * The part of chessground 9.2's types (lichess's board; its own dist/*.d.ts) that the docs'
 * examples use, copied field for field, so the docs type-check without installing chessground.
 * examples/chessground type-checks and runs the real page against the real package.
 */
declare module 'chessground/types' {
  export type Color = 'white' | 'black';
  export type Role = 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'king';
  export type File = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
  export type Rank = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
  export type Key = 'a0' | `${File}${Rank}`;
  export type FEN = string;
  export type Dests = Map<Key, Key[]>;
  export type SquareClasses = Map<Key, string>;
  export interface Piece {
    role: Role;
    color: Color;
    promoted?: boolean;
  }
  export interface MoveMetadata {
    premove: boolean;
    ctrlKey?: boolean;
    holdTime?: number;
    captured?: Piece;
    predrop?: boolean;
  }
}

declare module 'chessground/config' {
  import type * as cg from 'chessground/types';
  export interface Config {
    fen?: cg.FEN;
    orientation?: cg.Color;
    turnColor?: cg.Color;
    check?: cg.Color | boolean;
    lastMove?: cg.Key[];
    selected?: cg.Key;
    coordinates?: boolean;
    viewOnly?: boolean;
    highlight?: { lastMove?: boolean; check?: boolean; custom?: cg.SquareClasses };
    animation?: { enabled?: boolean; duration?: number };
    movable?: {
      free?: boolean;
      color?: cg.Color | 'both';
      dests?: cg.Dests;
      showDests?: boolean;
      events?: {
        after?: (orig: cg.Key, dest: cg.Key, metadata: cg.MoveMetadata) => void;
        afterNewPiece?: (role: cg.Role, key: cg.Key, metadata: cg.MoveMetadata) => void;
      };
      rookCastle?: boolean;
    };
    premovable?: { enabled?: boolean; showDests?: boolean; castle?: boolean };
    events?: {
      change?: () => void;
      move?: (orig: cg.Key, dest: cg.Key, capturedPiece?: cg.Piece) => void;
      dropNewPiece?: (piece: cg.Piece, key: cg.Key) => void;
      select?: (key: cg.Key) => void;
    };
  }
}

declare module 'chessground/api' {
  import type { Config } from 'chessground/config';
  import type * as cg from 'chessground/types';
  export interface Api {
    set(config: Config): void;
    getFen(): cg.FEN;
    move(orig: cg.Key, dest: cg.Key): void;
    cancelMove(): void;
    destroy(): void;
  }
}

declare module 'chessground' {
  import type { Api } from 'chessground/api';
  import type { Config } from 'chessground/config';
  export function Chessground(element: HTMLElement, config?: Config): Api;
}
