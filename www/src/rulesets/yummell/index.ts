// The Yummell ruleset module: its board, words and rules for the explainer, and for the game
// page its setup (2 to 8 seats, each a person or the computer, each with its character and
// Advantage chosen or drawn), decision panel and end of race.
import css from "../../../yummell.css";
import { explainRule } from "../../shell/strings";
import type { RulesetModule } from "../../shell/ruleset";
import type { GameRuleset, Seat } from "../../shell/game-page";
import { $ } from "../../shell/dom";
import { SHELL } from "../../shell/strings";
import { advantages, characters, charName, yummellBoard, yummellFace, type YummellBoard } from "./board";
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

/** A seat's character and Advantage by id ("": drawn). */
interface SeatPick {
  character: string;
  advantage: string;
}
let picks: SeatPick[] = kinds.map(() => ({ character: "", advantage: "" }));

/** A select of `options` (value, text), `value` selected, that calls `change` with the value chosen. */
function select(id: string, label: string, options: [string, string][], value: string, change: (v: string) => void): HTMLSelectElement {
  const sel = document.createElement("select");
  sel.id = id;
  sel.setAttribute("aria-label", label);
  for (const [v, text] of options) {
    const o = document.createElement("option");
    o.value = v;
    o.textContent = text;
    o.selected = v === value;
    sel.append(o);
  }
  sel.addEventListener("change", () => change(sel.value));
  return sel;
}

/** The seat editor: for each seat who plays it, its character and its Advantage, in `lang`. */
function renderSeatEditor(lang: YummellLang) {
  const box = $("#seats");
  const legend = box.querySelector("legend");
  box.replaceChildren(...(legend ? [legend] : []));
  const w = SHELL[lang];
  const y = STRINGS[lang];
  const drawn: [string, string] = ["", y.random];
  kinds.forEach((k, i) => {
    const row = document.createElement("div");
    row.className = "y-seat-pick";
    const label = document.createElement("label");
    const kind = select(`seat-${i}`, `${w.seat} ${i}`, [["human", w.human], ["computer", w.computer]], k, (v) => (kinds[i] = v === "human" ? "human" : "computer"));
    label.append(`${i}`, kind);
    const character = select(`character-${i}`, `${y.character} — ${w.seat} ${i}`, [drawn, ...[...characters.values()].map((c): [string, string] => [c.id, c.name])], picks[i].character, (v) => (picks[i].character = v));
    const advantage = select(`advantage-${i}`, `${y.advantage} — ${w.seat} ${i}`, [drawn, ...[...advantages].map(([id, a]): [string, string] => [id, a.name ?? id])], picks[i].advantage, (v) => (picks[i].advantage = v));
    row.append(label, character, advantage);
    box.append(row);
  });
}

/**
 * The race's setup: the number of players when every character and Advantage is left to the
 * engine's draw, else the seats in full, each one left open drawn here (the game's log keeps
 * the seats as started, so a replay is the same race).
 */
function raceSetup(): { players: number } | { setup: { seats: SeatPick[] } } {
  if (picks.every((p) => !p.character && !p.advantage)) return { players: kinds.length };
  const draw = (ids: string[]) => ids[crypto.getRandomValues(new Uint32Array(1))[0] % ids.length];
  const seats = picks.map((p) => ({
    character: p.character || draw([...characters.keys()]),
    advantage: p.advantage || draw([...advantages.keys()]),
  }));
  return { setup: { seats } };
}

let editorLang: YummellLang = "en";

/** The game page's board (its hand is where the player plays cards from). */
let gameBoard: YummellBoard | null = null;

/** The game page of Yummell: a race of 2 to 8 seats, each with its character and Advantage. */
export const yummellGame: GameRuleset<YummellTypes, YummellLang, { kinds: Seat[]; picks?: SeatPick[] }> = {
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
          picks = Array.from({ length: kinds.length }, (_, i) => picks[i] ?? { character: "", advantage: "" });
          renderSeatEditor(editorLang);
        });
      }
      renderSeatEditor(lang);
    },
    config: raceSetup,
    seats: () => [...kinds],
    // The picks are saved when a seat has one (a race of drawn seats saves its kinds alone, as before).
    settings: () => (picks.some((p) => p.character || p.advantage) ? { kinds: [...kinds], picks: picks.map((p) => ({ ...p })) } : { kinds: [...kinds] }),
    restore(settings, seats) {
      // A seat saved as neither kind is the computer's; a character or Advantage the engine has not, drawn.
      kinds = Array.from({ length: seats }, (_, i) => (settings.kinds?.[i] === "human" ? "human" : "computer"));
      const known = (id: unknown, of: Map<string, unknown>) => (typeof id === "string" && of.has(id) ? id : "");
      picks = Array.from({ length: seats }, (_, i) => ({ character: known(settings.picks?.[i]?.character, characters), advantage: known(settings.picks?.[i]?.advantage, advantages) }));
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
