// The decks a Berserk seat chooses from (its game page's setup, the lobby's "Your decks"): the
// printed ready decks, and the ones the deck builder saved (`arbiter.berserk.decks`).
import type { Engine } from "../../shell/engine";
import type { DeckChoices } from "../../shell/deck-choice";
import type { BerserkLang } from "./strings";

export const berserkDeckChoices = (engine: Engine, lang: BerserkLang = "en"): DeckChoices<string[]> => ({
  ruleset: "berserk",
  ready: () => engine.printedDecks("berserk").map((d) => ({ id: d.id, name: d.name[lang], size: d.cards.length })),
  // A saved deck as the engine reads a deck: its plain list, a line per copy.
  check: (d) => engine.checkDeck("berserk", d.cards.map((id) => `1 ${id}`).join("\n")),
  setupOf: (d) => d.cards.map((id) => `1 ${id}`),
});
