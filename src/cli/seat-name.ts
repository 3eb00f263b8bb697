/**
 * A player named on the command line (`--as`, `--orientation`): seat ids are lower-case
 * (`sente`, `red`, `white`), but people type `Sente` or `WHITE`. An exact id wins; otherwise the
 * one player whose id matches ignoring case; anything else is left as typed, for the caller's
 * usual error listing the players.
 */
export function seatNamed(players: readonly string[], typed: string): string {
  if (players.includes(typed)) return typed;
  const lower = typed.toLowerCase();
  const matches = players.filter((p) => p.toLowerCase() === lower);
  return matches.length === 1 ? (matches[0] as string) : typed;
}
