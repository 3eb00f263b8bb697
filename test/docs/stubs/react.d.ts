/**
 * The part of React 19's types (@types/react) and react-chessboard 5.12's (its dist/*.d.ts) that the
 * docs' examples use, so the docs type-check without installing React. examples/react-chessboard
 * type-checks and runs the real page against the real packages.
 */
declare module 'react' {
  export type SetStateAction<S> = S | ((previous: S) => S);
  export type Dispatch<A> = (value: A) => void;
  export function useState<S>(initial: S | (() => S)): [S, Dispatch<SetStateAction<S>>];
  export type CSSProperties = { readonly [property: string]: string | number | undefined };
}

declare module 'react/jsx-runtime' {
  export namespace JSX {
    type Element = { readonly type: unknown; readonly props: unknown };
    interface ElementChildrenAttribute { children: {} }
    interface IntrinsicAttributes { key?: string | number }
    interface IntrinsicElements { [element: string]: Record<string, unknown> }
  }
  export function jsx(type: unknown, props: unknown, key?: unknown): JSX.Element;
  export function jsxs(type: unknown, props: unknown, key?: unknown): JSX.Element;
  export const Fragment: unique symbol;
}

declare module 'react-chessboard' {
  import type { CSSProperties } from 'react';
  import type { JSX } from 'react/jsx-runtime';
  export type DraggingPieceDataType = { isSparePiece: boolean; position: string; pieceType: string };
  export type PieceDropHandlerArgs = { piece: DraggingPieceDataType; sourceSquare: string; targetSquare: string | null };
  export type ChessboardOptions = {
    id?: string;
    position?: string;
    boardOrientation?: 'white' | 'black';
    squareStyles?: Record<string, CSSProperties>;
    animationDurationInMs?: number;
    onPieceDrop?: ({ piece, sourceSquare, targetSquare }: PieceDropHandlerArgs) => boolean;
  };
  export function Chessboard({ options }: { options?: ChessboardOptions }): JSX.Element;
}
