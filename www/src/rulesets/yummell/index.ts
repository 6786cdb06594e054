// The Yummell ruleset module: its board, words and rules for the explainer, and for the game
// page its setup (2 to 8 seats, each a person or the computer), decision panel and end of race.
import css from "../../../yummell.css";
import { explainRule } from "../../shell/strings";
import type { RulesetModule } from "../../shell/ruleset";
import type { GameRuleset, Seat } from "../../shell/game-page";
import { $ } from "../../shell/dom";
import { SHELL } from "../../shell/strings";
import { charName, yummellBoard, yummellFace, type YummellBoard } from "./board";
import { askYummell } from "./panel";
import { turnGroups } from "./log";
import { RULES } from "./rules";
import { STRINGS, labels, type YummellLang } from "./strings";
import type { YummellTypes } from "./types";

export const yummell: RulesetModule<YummellTypes, YummellLang> = {
  id: "yummell",
  langs: ["en", "it"],
  ruleText: (id, lang) => explainRule(RULES, id, lang),
  words: labels,
  board: (options) => yummellBoard(options),
  face: yummellFace,
  css,
  // Each turn one entry of the log, summed up.
  logGroups: turnGroups,
};

/** Who plays each seat of the next race (the seat editor's choices; `?seats=hccc` sets them). */
let kinds: Seat[] = ["human", "computer", "computer", "computer"];
const seatsParam = new URLSearchParams(location.search).get("seats");
if (seatsParam && /^[hc]{2,8}$/.test(seatsParam)) kinds = [...seatsParam].map((c) => (c === "h" ? "human" : "computer"));

/** The seat editor: one select per seat, in `lang`. */
function renderSeatEditor(lang: YummellLang) {
  const box = $("#seats");
  const legend = box.querySelector("legend");
  box.replaceChildren(...(legend ? [legend] : []));
  const w = SHELL[lang];
  kinds.forEach((k, i) => {
    const label = document.createElement("label");
    const sel = document.createElement("select");
    sel.id = `seat-${i}`;
    sel.setAttribute("aria-label", `${w.seat} ${i}`);
    for (const v of ["human", "computer"] as const) {
      const o = document.createElement("option");
      o.value = v;
      o.textContent = w[v];
      o.selected = v === k;
      sel.append(o);
    }
    sel.addEventListener("change", () => (kinds[i] = sel.value === "human" ? "human" : "computer"));
    label.append(`${i}`, sel);
    box.append(label);
  });
}

let editorLang: YummellLang = "en";

/** The game page's board (its hand is where the player plays cards from). */
let gameBoard: YummellBoard | null = null;

/** The game page of Yummell: a race of 2 to 8 seats. */
export const yummellGame: GameRuleset<YummellTypes, YummellLang, { kinds: Seat[] }> = {
  ...yummell,
  board: (options) => (gameBoard = yummellBoard(options)),
  saveKey: "arbiter-save-yummell",
  langKey: "arbiter-yummell-lang",
  setup: {
    label(lang) {
      editorLang = lang;
      const count = $<HTMLSelectElement>("#seat-count");
      if (!count.dataset.ready) {
        count.dataset.ready = "1";
        count.value = String(kinds.length);
        count.addEventListener("change", () => {
          kinds = Array.from({ length: Number(count.value) }, (_, i) => kinds[i] ?? "computer");
          renderSeatEditor(editorLang);
        });
      }
      renderSeatEditor(lang);
    },
    config: () => ({ players: kinds.length }),
    seats: () => [...kinds],
    settings: () => ({ kinds: [...kinds] }),
    restore(settings, seats) {
      // A seat saved as neither kind is the computer's.
      kinds = Array.from({ length: seats }, (_, i) => (settings.kinds?.[i] === "human" ? "human" : "computer"));
      $<HTMLSelectElement>("#seat-count").value = String(seats);
      renderSeatEditor(editorLang);
    },
  },
  ask: (d, ctx) => askYummell(d, ctx, gameBoard),
  secret: () => true,
  // A window where the only thing to do is to go on is passed at once.
  automatic: (d) => (d.kind === "window" && d.options.length === 1 ? d.options[0] : null),
  outcome(state, _outcome, labels, lang) {
    const w = STRINGS[lang];
    const winner = state.winner;
    const text = winner === null ? "" : `${labels[winner]} — ${charName(state.players[winner].character)} ${w.winner}`;
    return { title: w.raceOver, text };
  },
};
