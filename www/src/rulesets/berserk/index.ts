// The Berserk ruleset module: its board, words and rules for the explainer, and for the game
// page its setup (mode; a whole game of two decks — ready or saved by the deck builder — or a
// skirmish of two ready squads), decision panel, automatic pass and end of game.
import css from "../../../berserk.css";
import { loadEngine } from "../../shell/engine";
import { explainRule } from "../../shell/strings";
import type { RulesetModule } from "../../shell/ruleset";
import type { GameRuleset, Seat } from "../../shell/game-page";
import { $, selectIfOffered } from "../../shell/dom";
import { chosenDeck, decksKey, fillDeckChoice, offers } from "../../shell/deck-choice";
import { berserkDeckChoices } from "./deck-choices";
import { berserkBoard, berserkFace, outcomeText } from "./board";
import { askBerserk } from "./panel";
import { wordsOf } from "./texts";
import { attackGroups, diceOf } from "./log";
import { RULES } from "./rules";
import { STRINGS, labels, type BerserkLang } from "./strings";
import type { BerserkTypes, CreatureDef } from "./types";

// The Berserk engine, loaded before anything of this module runs.
const engine = await loadEngine("berserk");
const { cards, decks } = engine;
const builtin = cards("berserk");
const catalogueWith = (extra: readonly CreatureDef[] = []) => new Map<string, CreatureDef>([...builtin, ...extra].map((c) => [c.id, c]));
const catalogue = catalogueWith();
export const berserk: RulesetModule<BerserkTypes, BerserkLang> = {
  id: "berserk",
  langs: ["en", "ru"],
  ruleText: (id, lang) => explainRule(RULES, id, lang),
  words: labels,
  board: (options, extra) => berserkBoard(options, extra ? catalogueWith(extra) : catalogue),
  css,
  face: (id, lang, extra) => {
    const { text, missing } = wordsOf(id, lang);
    return berserkFace({ catalogue: extra?.length ? catalogueWith(extra) : catalogue, lang }, id, text, missing);
  },
  // The creatures' cards, face up, once each (the explainer lists their faces).
  cardsIn: (state) => [...new Set(state.creatures.map((c) => c.card).filter((id) => id !== "face-down"))],
  // Players passing priority one after the other: one step, one line; so is the reveal of the squads.
  fold: (e) => (e.kind === "priority_passed" ? "pass" : e.kind === "revealed" ? "revealed" : null),
  // Each attack one entry of the log, summed up; every die drawn as a die.
  logGroups: attackGroups(catalogue),
  dice: diceOf,
};

type Mode = "computer" | "hotseat";
type Kind = "whole" | "skirmish";
const mode = (): Mode => ($<HTMLSelectElement>("#mode").value === "hotseat" ? "hotseat" : "computer");
const kind = (): Kind => ($<HTMLSelectElement>("#game-kind").value === "whole" ? "whole" : "skirmish");

/** The decks a seat chooses from: the ready decks, and the ones the deck builder saved. */
const deckChoices = (lang: BerserkLang) => berserkDeckChoices(engine, lang);

/** Fills the deck choices of each seat: the ready decks by element name, then the saved ones (a deck the engine does not accept is shown, not offered). */
function fillDecks(lang: BerserkLang) {
  const w = STRINGS[lang];
  for (const i of [0, 1]) fillDeckChoice($<HTMLSelectElement>(`#deck-${i}`), i, deckChoices(lang), { readyDecks: w.readyDecks, savedDecks: w.savedDecks, notLegal: w.prep.notLegal, cards: w.prep.cards });
}

/** A seat's deck for the engine's setup: a ready deck's id, or a saved deck's plain list. */
const deckOf = (i: number): string | string[] => chosenDeck($<HTMLSelectElement>(`#deck-${i}`), deckChoices(lastLang));

/** Shows the controls of the kind of game chosen (the decks, or the squads). */
const showKind = () => {
  $(".settings").dataset.kind = kind();
};

let wired = false;
let lastLang: BerserkLang = "en";

interface Settings {
  mode: Mode;
  kind?: Kind;
  decks?: [string, string];
}

/** The decisions another person must not see in hot-seat: a player's deal, recruitment, placement and rearrangement after deployment [B-SEE]. */
const SECRET = new Set(["deal", "recruit", "place", "after_deployment"]);

/** The game page of Berserk: against the computer or hot-seat, a whole game of two decks or a skirmish of two ready squads. */
export const berserkGame: GameRuleset<BerserkTypes, BerserkLang, Settings> = {
  ...berserk,
  saveKey: "arbiter-save-berserk",
  langKey: "arbiter-berserk-lang",
  setup: {
    label(lang) {
      lastLang = lang;
      const squads = decks("berserk");
      for (const i of [0, 1]) {
        const sel = $<HTMLSelectElement>(`#squad-${i}`);
        const keep = sel.value;
        sel.replaceChildren();
        for (const s of squads) {
          const o = document.createElement("option");
          o.value = s.id;
          o.textContent = typeof s.name === "string" ? s.name : s.name[lang];
          sel.append(o);
        }
        sel.value = keep || squads[i % squads.length].id;
      }
      fillDecks(lang);
      // The game a new game is: the whole game, unless the address asks for the other (`?game=skirmish`).
      if (!wired) selectIfOffered($("#game-kind"), new URLSearchParams(location.search).get("game") ?? "whole");
      showKind();
      if (!wired) {
        wired = true;
        $("#game-kind").addEventListener("change", showKind);
        // Decks saved meanwhile (the deck builder in another tab) are offered at the next look at the settings.
        $("#open-settings").addEventListener("click", () => fillDecks(lastLang));
        window.addEventListener("storage", (ev) => {
          if (ev.key === decksKey("berserk")) fillDecks(lastLang);
        });
      }
    },
    // The setup's fields beside the ruleset, as the engine and the server's tables both read them
    // (a table's `setup` is these fields: `{ setup: { decks } }` would be refused there). A saved
    // deck is its plain list (`BerserkDeckChoice`).
    config: () =>
      kind() === "whole"
        ? { decks: [deckOf(0), deckOf(1)] }
        : { squads: [$<HTMLSelectElement>("#squad-0").value, $<HTMLSelectElement>("#squad-1").value] },
    seats: (): Seat[] => {
      // In hot-seat the log keeps each player's recruitment to that player's own decisions (berserk.css).
      document.body.classList.toggle("bz-hotseat", mode() === "hotseat");
      return mode() === "computer" ? ["human", "computer"] : ["human", "human"];
    },
    // A skirmish's settings are its mode alone, as before the whole game; a whole game's name its decks.
    settings: () => (kind() === "whole" ? { mode: mode(), kind: "whole", decks: [$<HTMLSelectElement>("#deck-0").value, $<HTMLSelectElement>("#deck-1").value] } : { mode: mode() }),
    restore: (settings) => {
      selectIfOffered($("#mode"), settings.mode);
      selectIfOffered($("#game-kind"), settings.kind ?? "skirmish");
      for (const i of [0, 1]) {
        const want = settings.decks?.[i];
        const sel = $<HTMLSelectElement>(`#deck-${i}`);
        if (offers(sel, want)) sel.value = want;
      }
      showKind();
    },
  },
  ask: (d, ctx) => askBerserk(d, ctx, catalogue),
  secret: (k) => SECRET.has(k),
  automatic(d) {
    const only = d.options[0];
    const onlyPass = d.kind === "priority" && d.options.length === 1 && only.type === "pass";
    return onlyPass ? only : null;
  },
  outcome(state, _outcome, labels, lang) {
    const w = STRINGS[lang];
    const text = outcomeText(state, labels, w);
    return { title: text, text: `${w.over}: ${text}.` };
  },
};
