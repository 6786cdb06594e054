// Berserk's log groups: each attack, from its declaration to its end, is one entry of the log,
// summed up from its events' fields: "Gnome Axeman #1 → Wraith #4: ⚂ vs ⚄, medium strike 2,
// 2 wounds" (the dice drawn as dice); a ranged attack's "Girrit #4 → Ost #9: shot 1, 1 wound".
import type { RulesetLogGroups, SummaryPart } from "../../shell/ruleset";
import { creatureName, featureName, type Names } from "./board";
import { STRINGS, type BerserkLang } from "./strings";
import type { BerserkTypes, CreatureRef, Event, Role } from "./types";

/** The dice `e` rolled (a reroll's new value; both dice of the roll for the first player). */
export function diceOf(e: Event): number[] {
  if (e.kind === "first_player_roll") return [...e.rolls];
  return e.kind === "die_rolled" || e.kind === "die_rerolled" ? [e.value] : [];
}

export function attackGroups(catalogue: Names["catalogue"]): RulesetLogGroups<BerserkTypes, BerserkLang> {
  return {
    // A simple strike or a ranged attack [B-GAME-9]: both end with `attack_ended`.
    opens: (e) => (e.kind === "attack_declared" || e.kind === "ranged_declared" ? "attack" : null),
    closes: (e) => e.kind === "attack_ended",
    alone: (e) => e.kind === "game_over",
    summary: (events, lang) => attackSummary(events, { catalogue, lang }),
  };
}

/**
 * The summary of an attack's events shown so far: who attacks whom, the dice, then each strike
 * with the wounds it dealt (a fighter's other than the attacker's named), blocks and deaths.
 */
function attackSummary(events: readonly Event[], names: Names): SummaryPart[] {
  const w = STRINGS[names.lang];
  const name = (c: CreatureRef) => `${creatureName(names, c.card)} #${c.uid}`;
  let fight: { attacker: CreatureRef; target: CreatureRef } | null = null;
  const dice: Partial<Record<Role, { die: number; after: string }>> = {};
  /** What each striker's strike did, by its uid (the attacker's first), then what no strike did. */
  const strikes = new Map<number, { by: CreatureRef; what: string[] }>();
  const other: string[] = [];
  const of = (c: CreatureRef) => {
    let s = strikes.get(c.uid);
    if (!s) strikes.set(c.uid, (s = { by: c, what: [] }));
    return s.what;
  };
  for (const e of events) {
    switch (e.kind) {
      case "attack_declared":
      case "ranged_declared":
      case "target_fixed":
        fight = { attacker: e.attacker, target: e.target };
        break;
      case "ranged_value":
        of(e.attacker).push(w.log.ranged(w.ranged.kinds[e.attack].toLowerCase(), e.value));
        break;
      case "die_rolled":
      case "die_rerolled":
        dice[e.role] = { die: e.value, after: "" };
        break;
      case "die_modified": {
        const d = dice[e.role];
        if (d) d.after += `+${e.amount}`;
        break;
      }
      case "die_lowered": {
        const d = dice[e.role];
        if (d) d.after += `-${e.amount}`;
        break;
      }
      case "attack_blocked":
        other.push(`${w.log.blockedBy} ${name(e.by)}`);
        break;
      case "strikes_determined":
        if (e.attacker_strike === null && e.defender_strike === null) other.push(w.log.noStrikes);
        break;
      case "strike_calculated":
        of(e.striker).push(w.log.strike(w.strengths[e.strength], e.value));
        break;
      case "strike_blocked":
        of(e.striker).push(`${w.log.blocked} (${featureName(w, e.feature)})`);
        break;
      case "wounded":
        of(e.source).push(fight && e.target.uid !== fight.target.uid && e.target.uid !== e.source.uid ? `${name(e.target)} ${w.log.wounds(e.wounds)}` : w.log.wounds(e.wounds));
        break;
      case "died":
        other.push(w.log.dies(name(e.creature)));
        break;
    }
  }
  const parts: SummaryPart[] = fight ? [`${name(fight.attacker)} → ${name(fight.target)}`] : [];
  const rolls = [dice.attacker, dice.defender].filter((d) => d !== undefined);
  if (rolls.length) parts.push(": ", ...rolls.flatMap((d, i) => (i ? [` ${w.log.vs} `, d] : [d])));
  const said = [...strikes.values()].map(({ by, what }) => (fight && by.uid !== fight.attacker.uid ? `${name(by)}: ` : "") + what.join(", "));
  if (other.length) said.push(other.join(", "));
  said.forEach((text, i) => parts.push(i === 0 ? (rolls.length ? ", " : ": ") : "; ", text));
  return parts;
}
