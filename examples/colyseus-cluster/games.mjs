/** Every game boardwright ships, by id: the root's `variants` first (chess, the draughts family…), then Fairy-Stockfish's games (xiangqi, shogi…). */
import { variants } from 'boardwright';
import { fairyVariants } from 'boardwright/fairy';

const byId = new Map();
for (const variant of [...variants, ...fairyVariants]) if (!byId.has(variant.id)) byId.set(variant.id, variant);

/** The game called `id`, or an Error naming the ones there are. */
export function gameById(id) {
  const variant = byId.get(id);
  if (!variant) throw new Error(`no game "${id}"; one of: ${[...byId.keys()].join(', ')}`);
  return variant;
}
