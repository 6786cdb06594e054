// The site's one list of rulesets: what the pages know of each outside its own folder — its
// id and name, its game page, its engines, its languages, its modules (`www/src/rulesets/<id>/`:
// its game, its explainer, its part of the scenario builder and of the deck builder) and what the catalogue lists of it. The engine loader, the explainer, the builder, the catalogue, the
// replay viewer and www/build.mjs (the entry points, the examples and the pages' links) loop
// over it. It holds data and lazy imports only (`import type` for the rest): every page imports
// it through the engine loader, and nothing of a ruleset is loaded before it is asked for.
import type { RulesetName } from "arbiter-engine";
import type { Engine, Types } from "../shell/engine";
import type { GameRuleset } from "../shell/game-page";
import type { RulesetModule } from "../shell/ruleset";
import type { Lang } from "../shell/strings";
import type { BuilderPart } from "../builder/positions";
import type { DeckPart } from "../decks/part";
import type { DeckChoices } from "../shell/deck-choice";

/** A ruleset's page modules, loaded: its explainer module and its game page's ruleset. */
export interface Modules<T extends Types, L extends Lang, S extends object> {
  module: RulesetModule<T, L>;
  game: GameRuleset<T, L, S>;
}

/** Something done with a ruleset's modules, whatever their types. */
export type WithModules<R> = <T extends Types, L extends Lang, S extends object>(modules: Modules<T, L, S>) => R;

/** What the pages know of a ruleset. */
export interface SiteRuleset {
  id: RulesetName;
  /** Its name in headings, menus and links. */
  name: string;
  /** Its game page (`<page>`, an HTML file of www/). */
  page: string;
  /** Its game engine (`arbiter-engine/<id>`), a chunk of its own. */
  game: () => Promise<Engine>;
  /** Its scenario engine (`arbiter-engine/<id>/scenarios`): the same API without `Game`. */
  scenarios: () => Promise<Engine>;
  /** Loads its page modules and calls `use` with them. */
  load<R>(use: WithModules<R>): Promise<R>;
  /** The ids with a face in the catalogue besides its cards' (from its engine). */
  moreIds(engine: Engine): string[];
  /** The languages of its names, text and narration, its default first. */
  langs: readonly [Lang, ...Lang[]];
  /** Its part of the scenario builder (`www/src/rulesets/<id>/builder.ts`). */
  builder: () => Promise<BuilderPart>;
  /** Its part of the deck builder (`www/src/rulesets/<id>/decks.ts`), for a ruleset whose players build decks. */
  decks?: () => Promise<DeckPart>;
  /** The decks a seat chooses from (`www/src/rulesets/<id>/deck-choices.ts`), for a ruleset whose players bring decks. */
  deckChoices?: () => Promise<(engine: Engine) => DeckChoices<unknown>>;
}

/** A ruleset's entry, its modules typed together. */
function ruleset<T extends Types, L extends Lang, S extends object>(
  entry: Omit<SiteRuleset, "load" | "moreIds"> & {
    modules: () => Promise<Modules<T, L, S>>;
    moreIds?: (engine: Engine) => string[];
  },
): SiteRuleset {
  const { modules, moreIds, ...rest } = entry;
  return { ...rest, load: async (use) => use(await modules()), moreIds: moreIds ?? (() => []) };
}

/** Every ruleset of the site, in the order the pages list them. */
export const RULESETS: readonly SiteRuleset[] = [
  ruleset({
    id: "eredan",
    name: "Eredan",
    page: "index.html",
    game: () => import("arbiter-engine/eredan") as Promise<Engine>,
    scenarios: () => import("arbiter-engine/eredan/scenarios") as Promise<Engine>,
    langs: ["en", "fr"],
    builder: () => import("./eredan/builder").then((m) => m.builder),
    decks: () => import("./eredan/decks").then((m) => m.eredanDecks),
    deckChoices: () => import("./eredan/deck-choices").then((m) => m.eredanDeckChoices),
    modules: () => import("./eredan").then((m) => ({ module: m.eredan, game: m.eredanGame })),
  }),
  ruleset({
    id: "berserk",
    name: "Berserk",
    page: "berserk.html",
    game: () => import("arbiter-engine/berserk") as Promise<Engine>,
    scenarios: () => import("arbiter-engine/berserk/scenarios") as Promise<Engine>,
    langs: ["en", "ru"],
    builder: () => import("./berserk/builder").then((m) => m.builder),
    decks: () => import("./berserk/decks").then((m) => m.berserkDecks),
    deckChoices: () => import("./berserk/deck-choices").then((m) => (engine: Engine) => m.berserkDeckChoices(engine)),
    modules: () => import("./berserk").then((m) => ({ module: m.berserk, game: m.berserkGame })),
  }),
  ruleset({
    id: "yummell",
    name: "Yummell",
    page: "yummell.html",
    game: () => import("arbiter-engine/yummell") as Promise<Engine>,
    scenarios: () => import("arbiter-engine/yummell/scenarios") as Promise<Engine>,
    langs: ["en", "it"],
    builder: () => import("./yummell/builder").then((m) => m.builder),
    modules: () => import("./yummell").then((m) => ({ module: m.yummell, game: m.yummellGame })),
    // Its characters and Advantages have faces too.
    moreIds: (engine) => {
      const { characters, advantages } = engine.decks("yummell");
      return [...characters.map((c) => c.id), ...advantages.map((a) => a.id)];
    },
  }),
];

/** The ruleset `id`, if the site has it. */
export const rulesetOf = (id: string): SiteRuleset | undefined => RULESETS.find((r) => r.id === id);
