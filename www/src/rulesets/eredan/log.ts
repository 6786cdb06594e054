// Eredan's log groups: each turn, from its start to its end, is one entry of the log, summed up
// from its events' fields: whose turn, the fighters, the cards each played, what each dealt in
// the clash, the PV each character lost, who died.
import type { EredanEvent as Event } from "arbiter-engine";
import type { RulesetLogGroups, SummaryPart } from "../../shell/ruleset";
import { cardName, type Catalogue, type EredanTypes } from "./board";
import { STRINGS, type EredanLang } from "./strings";

export function turnGroups(catalogue: Catalogue): RulesetLogGroups<EredanTypes, EredanLang> {
  return {
    opens: (e) => (e.kind === "turn_started" ? "turn" : null),
    closes: (e) => e.kind === "turn_ended",
    alone: (e) => e.kind === "game_over",
    summary: (events, lang, labels) => turnSummary(events, lang, labels, (id) => cardName(catalogue, id)),
  };
}

/** The summary of a turn's events shown so far. */
function turnSummary(events: readonly Event[], lang: EredanLang, labels: readonly string[], name: (id: string) => string): SummaryPart[] {
  const w = STRINGS[lang].log;
  let head = "";
  const parts: string[] = [];
  /** The cards played, by the fighter they were played for. */
  const played = new Map<string, string[]>();
  const clash: string[] = [];
  /** The PV lost, by character (in the order they were first hurt). */
  const lost = new Map<string, number>();
  const dead: string[] = [];
  for (const e of events) {
    switch (e.kind) {
      case "turn_started":
        head = `${w.turn} ${e.turn} · ${labels[e.active] ?? e.active}`;
        break;
      case "fighters_chosen":
        parts.push(`${name(e.active.card)} ${w.vs} ${name(e.passive.card)}`);
        break;
      case "card_played": {
        const fighter = name(e.fighter.card);
        played.set(fighter, [...(played.get(fighter) ?? []), name(e.card)]);
        break;
      }
      case "damaged":
        if (e.harm === "physical") clash.push(w.deals(name(e.source), e.amount));
        lost.set(name(e.target.card), (lost.get(name(e.target.card)) ?? 0) + e.amount);
        break;
      case "lost_life":
        lost.set(name(e.target.card), (lost.get(name(e.target.card)) ?? 0) + e.amount);
        break;
      case "died":
        dead.push(w.dies(name(e.character.card)));
        break;
    }
  }
  for (const [fighter, cards] of played) parts.push(`${fighter}: ${cards.join(", ")}`);
  if (clash.length) parts.push(`${w.clash}: ${clash.join(", ")}`);
  const hurt = [...lost].filter(([, pv]) => pv > 0);
  if (hurt.length) parts.push(`${w.pvLost}: ${hurt.map(([who, pv]) => `${who} ${pv}`).join(", ")}`);
  parts.push(...dead);
  return [[head, parts.join("; ")].filter((p) => p).join(": ")];
}
