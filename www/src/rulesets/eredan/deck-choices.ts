// The decks an Eredan seat chooses from (its game page's setup, the lobby's "Your decks"): the
// engine's ready decks, and the ones the deck builder saved (`arbiter.eredan.decks`).
import type { EredanDeck } from "arbiter-engine";
import type { Engine } from "../../shell/engine";
import type { DeckChoices } from "../../shell/deck-choice";

/** A saved deck as the engine's setup takes it: its name, characters and other cards. */
type SetupDeck = { name: string; characters: string[]; cards: string[] };

export const eredanDeckChoices = (engine: Engine): DeckChoices<SetupDeck> => ({
  ruleset: "eredan",
  ready: () => (engine.decks("eredan") as EredanDeck[]).map((d) => ({ id: d.id ?? "", name: d.name ?? d.id ?? "", size: d.characters.length + d.cards.length })),
  // [E-SET] [E-DECK] A saved deck is its card ids, a line each, as the engine reads a list.
  check: (d) => engine.checkDeck("eredan", d.cards.join("\n")),
  // The engine's reading of the list parts the characters from the cards.
  setupOf: (d, check) => ({ name: d.name, characters: check.characters ?? [], cards: check.cards }),
});
