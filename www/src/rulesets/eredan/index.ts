// The Eredan ruleset module: its board, words and rules for the explainer, and for the game
// page its setup (mode and decks), decision panel and end of game.
import type { EredanCardDef as CardDef } from "arbiter-engine";
import { loadEngine } from "../../shell/engine";
import { explainRule } from "../../shell/strings";
import type { RulesetModule } from "../../shell/ruleset";
import type { GameRuleset, Seat } from "../../shell/game-page";
import { $, selectIfOffered } from "../../shell/dom";
import { chosenDeck, decksKey, fillDeckChoice, offers } from "../../shell/deck-choice";
import { eredanDeckChoices } from "./deck-choices";
import { eredanBoard, type EredanBoard, type EredanTypes } from "./board";
import { eredanFace } from "./faces";
import { askEredan } from "./panel";
import { turnGroups } from "./log";
import { RULES } from "./rules";
import { STRINGS, type EredanLang } from "./strings";

// The Eredan engine, loaded before anything of this module runs.
const engine = await loadEngine("eredan");
const { cards, decks } = engine;
const builtin = cards("eredan");
const catalogueWith = (extra: readonly CardDef[] = []) => new Map<string, CardDef>([...builtin, ...extra].map((c) => [c.id, c]));
const catalogue = catalogueWith();
/** Each card's rules text, by language (the engine writes it from the card's data). */
const texts = new Map<EredanLang, Map<string, string>>();
function textOf(id: string, lang: EredanLang): string | undefined {
  let byId = texts.get(lang);
  if (!byId) texts.set(lang, (byId = new Map(cards("eredan", lang).map((c) => [c.id, c.text ?? ""]))));
  return byId.get(id);
}
const faceIn = (cat: ReadonlyMap<string, CardDef>) => (id: string, lang: EredanLang) => eredanFace(cat.get(id), textOf(id, lang), lang);

export const eredan: RulesetModule<EredanTypes, EredanLang> = {
  id: "eredan",
  langs: ["en", "fr"],
  ruleText: (id, lang) => explainRule(RULES, id, lang),
  words: (lang) => {
    const { types: _types, log: _log, ...flat } = STRINGS[lang];
    return flat;
  },
  board: (options, extra) => {
    const cat = extra ? catalogueWith(extra) : catalogue;
    return eredanBoard(options, cat, faceIn(cat));
  },
  face: faceIn(catalogue),
  css: null,
  // Each turn one entry of the log, summed up.
  logGroups: turnGroups(catalogue),
};

type Mode = "computer" | "hotseat";
const mode = (): Mode => ($<HTMLSelectElement>("#mode").value === "hotseat" ? "hotseat" : "computer");

/** The game page's board (its hand is where the player plays cards from). */
let gameBoard: EredanBoard | null = null;

/** The decks a seat chooses from: the engine's ready decks, and the ones the deck builder saved. */
const deckChoices = eredanDeckChoices(engine);
let lastLang: EredanLang = "en";
let wired = false;

/** Fills each seat's choice of deck in `lang`. */
function fillDecks(lang: EredanLang) {
  const w = STRINGS[lang];
  const words = { readyDecks: w.readyDecks, savedDecks: w.savedDecks, notLegal: w.notLegal, cards: (n: number) => w.deckSize.replace("{n}", String(n)) };
  for (const i of [0, 1]) fillDeckChoice($<HTMLSelectElement>(`#deck-${i}`), i, deckChoices, words);
}

interface Settings {
  mode: Mode;
  decks?: [string, string];
}

/** The game page of Eredan: against the computer or hot-seat, each seat with a ready deck or one saved by the deck builder. */
export const eredanGame: GameRuleset<EredanTypes, EredanLang, Settings> = {
  ...eredan,
  board: (options) => (gameBoard = eredanBoard(options, catalogue, faceIn(catalogue))),
  saveKey: "arbiter-save-eredan",
  langKey: "arbiter-lang",
  setup: {
    label(lang) {
      lastLang = lang;
      fillDecks(lang);
      if (!wired) {
        wired = true;
        // Decks saved meanwhile (the deck builder in another tab) are offered at the next look at the settings.
        $("#open-settings").addEventListener("click", () => fillDecks(lastLang));
        window.addEventListener("storage", (ev) => {
          if (ev.key === decksKey("eredan")) fillDecks(lastLang);
        });
      }
    },
    // A ready deck by its id, a saved one in full (its characters and cards).
    config: () => ({ decks: [chosenDeck($<HTMLSelectElement>("#deck-0"), deckChoices), chosenDeck($<HTMLSelectElement>("#deck-1"), deckChoices)] }),
    seats: (): Seat[] => (mode() === "computer" ? ["human", "computer"] : ["human", "human"]),
    settings: () => ({ mode: mode(), decks: [$<HTMLSelectElement>("#deck-0").value, $<HTMLSelectElement>("#deck-1").value] }),
    restore: (settings) => {
      selectIfOffered($("#mode"), settings.mode);
      for (const i of [0, 1]) {
        const want = settings.decks?.[i];
        const sel = $<HTMLSelectElement>(`#deck-${i}`);
        if (offers(sel, want)) sel.value = want;
      }
    },
  },
  ask: (d, ctx) => askEredan(d, ctx, catalogue, gameBoard),
  secret: (kind) => kind !== "fighters",
  outcome(state, outcome, labels, lang) {
    const w = STRINGS[lang];
    // In seat order, each after its player's label: the order of the engine's narration of the
    // end of the game in the log ("Scores: 58 to 51" is player 0's, then player 1's).
    const scores = `${w.scores}: ${state.players.map((p, i) => `${labels[i]} ${p.score}`).join(" – ")}`;
    const title = !outcome ? "" : "winner" in outcome ? `${labels[outcome.winner]} ${w.wins}` : w.draw;
    return { title, text: title ? `${title}. ${scores}.` : `${scores}.` };
  },
  scores: (state) => state.players.map((p) => p.score),
};
