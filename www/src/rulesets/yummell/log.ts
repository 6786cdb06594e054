// Yummell's log groups: each turn, from its start to its end, is one entry of the log, summed up
// from its events' fields: whose turn, the squares they went through (and how far that took
// them), the challenges they won or lost.
import type { RulesetLogGroups, SummaryPart } from "../../shell/ruleset";
import { cardName } from "./board";
import { STRINGS, type YummellLang } from "./strings";
import type { Event, YummellTypes } from "./types";

export const turnGroups: RulesetLogGroups<YummellTypes, YummellLang> = {
  opens: (e) => (e.kind === "turn_started" ? "turn" : null),
  closes: (e) => e.kind === "turn_ended",
  alone: (e) => e.kind === "game_over",
  summary: (events, lang, labels) => turnSummary(events, lang, labels),
};

function turnSummary(events: readonly Event[], lang: YummellLang, labels: readonly string[]): SummaryPart[] {
  const w = STRINGS[lang].log;
  let head = "";
  /** The squares the character stood on, from where the turn's first move began. */
  const squares: number[] = [];
  const rest: string[] = [];
  for (const e of events) {
    switch (e.kind) {
      case "turn_started":
        head = `${w.round} ${e.round} · ${labels[e.player] ?? e.player}`;
        break;
      case "moved":
      case "advanced":
      case "went_back":
        if (!squares.length) squares.push(e.from);
        squares.push(e.to);
        break;
      case "rested":
        rest.push(w.rests);
        break;
      case "challenge":
        rest.push(e.won ? w.beats(cardName(e.creature)) : w.losesTo(cardName(e.creature)));
        break;
    }
  }
  const parts = squares.length ? [`${w.square} ${squares.join(" → ")} (${w.far(squares[squares.length - 1] - squares[0])})`, ...rest] : rest;
  return [[head, parts.join("; ")].filter((p) => p).join(": ")];
}
