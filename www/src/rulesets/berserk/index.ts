// The Berserk ruleset module: its board, words and rules for the explainer, and for the game
// page its setup (mode and squads), decision panel, automatic pass and end of game.
import css from "../../../berserk.css";
import { loadEngine } from "../../shell/engine";
import { explainRule } from "../../shell/strings";
import type { RulesetModule } from "../../shell/ruleset";
import type { GameRuleset, Seat } from "../../shell/game-page";
import { $, selectIfOffered } from "../../shell/dom";
import { berserkBoard, berserkFace, outcomeText } from "./board";
import { askBerserk } from "./panel";
import { attackGroups, diceOf } from "./log";
import { RULES } from "./rules";
import { STRINGS, labels, type BerserkLang } from "./strings";
import type { BerserkTypes, CreatureDef } from "./types";

// The Berserk engine, loaded before anything of this module runs.
const { cards, decks } = await loadEngine("berserk");
const builtin = cards("berserk");
const catalogueWith = (extra: readonly CreatureDef[] = []) => new Map<string, CreatureDef>([...builtin, ...extra].map((c) => [c.id, c]));
const catalogue = catalogueWith();
/** Each creature's rules text, by language (the engine writes it from the data). */
const texts = new Map<BerserkLang, Map<string, string>>();
function textOf(id: string, lang: BerserkLang): string {
  let byId = texts.get(lang);
  if (!byId) texts.set(lang, (byId = new Map(cards("berserk", lang).map((c) => [c.id, c.text ?? ""]))));
  return byId.get(id) ?? "";
}

export const berserk: RulesetModule<BerserkTypes, BerserkLang> = {
  id: "berserk",
  langs: ["en", "ru"],
  ruleText: (id, lang) => explainRule(RULES, id, lang),
  words: labels,
  board: (options, extra) => berserkBoard(options, extra ? catalogueWith(extra) : catalogue),
  css,
  face: (id, lang) => berserkFace({ catalogue, lang }, id, textOf(id, lang)),
  // Players passing priority one after the other: one step, one line.
  fold: (e) => (e.kind === "priority_passed" ? "pass" : null),
  // Each attack one entry of the log, summed up; every die drawn as a die.
  logGroups: attackGroups(catalogue),
  dice: diceOf,
};

type Mode = "computer" | "hotseat";
const mode = (): Mode => ($<HTMLSelectElement>("#mode").value === "hotseat" ? "hotseat" : "computer");

/** The game page of Berserk: a skirmish against the computer or hot-seat, two ready squads. */
export const berserkGame: GameRuleset<BerserkTypes, BerserkLang, { mode: Mode }> = {
  ...berserk,
  saveKey: "arbiter-save-berserk",
  langKey: "arbiter-berserk-lang",
  setup: {
    label(lang) {
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
    },
    config: () => ({ squads: [$<HTMLSelectElement>("#squad-0").value, $<HTMLSelectElement>("#squad-1").value] }),
    seats: (): Seat[] => (mode() === "computer" ? ["human", "computer"] : ["human", "human"]),
    settings: () => ({ mode: mode() }),
    restore: (settings) => selectIfOffered($("#mode"), settings.mode),
  },
  ask: (d, ctx) => askBerserk(d, ctx, catalogue),
  secret: () => false,
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
