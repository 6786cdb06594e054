// Berserk's decision panel: a button per engine option, grouped (strikes, then moves, then the
// rest, passing last); hovering or focusing an option marks its cell or creature on the board.
import type { PanelContext } from "../../shell/game-page";
import { button, heading, el } from "../../shell/dom";
import { nameOf, type Catalogue } from "./board";
import { STRINGS, type BerserkLang } from "./strings";
import type { BerserkTypes, Choice, Decision } from "./types";

/** The board element an option is about (its cell, target or creature), as a selector. */
function hintOf(o: Choice): string {
  if (o.type === "move") return `[data-cell="${o.to.join(",")}"]`;
  if (o.type === "strike") return `[data-uid="${o.target}"]`;
  if ("creature" in o) return `[data-uid="${o.creature}"]`;
  return "";
}

/** A person's Berserk choice. */
export function askBerserk(d: Decision, ctx: PanelContext<BerserkTypes, BerserkLang>, catalogue: Catalogue): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  const name = (uid: number) => nameOf({ catalogue, lang: ctx.lang }, ctx.state, uid);
  return new Promise((resolve) => {
    const groups = new Map<string, HTMLElement[]>();
    const add = (group: string, b: HTMLElement) => groups.set(group, [...(groups.get(group) ?? []), b]);
    d.options.forEach((o, i) => {
      const attrs = { "data-type": o.type, "data-option": String(i), "data-choice": JSON.stringify(o) };
      const go = () => resolve(o);
      const hint = (b: HTMLElement) => {
        const sel = hintOf(o);
        if (!sel) return b;
        const on = (v: boolean) => document.querySelector(`#board ${sel}`)?.classList.toggle("bz-hint", v);
        b.addEventListener("mouseenter", () => on(true));
        b.addEventListener("focus", () => on(true));
        b.addEventListener("mouseleave", () => on(false));
        b.addEventListener("blur", () => on(false));
        return b;
      };
      switch (o.type) {
        case "move":
          add(`${w.movesOf}: ${name(o.creature)}`, hint(button(`${w.move} → [${o.to.join(", ")}]`, attrs, go)));
          break;
        case "strike":
          add(`${w.strikesOf}: ${name(o.attacker)}`, hint(button(`⚔ ${name(o.target)}`, attrs, go)));
          break;
        case "reroll":
          add(w.reroll, hint(button(`${w.reroll}: ${o.role === "attacker" ? w.attacker : w.defender} (${name(o.creature)})`, attrs, go)));
          break;
        case "redirect":
          add(w.other, hint(button(`${w.redirect} ${name(o.creature)}`, attrs, go)));
          break;
        case "defender":
          add(w.other, hint(button(`${w.defend} ${name(o.creature)}`, attrs, go)));
          break;
        case "exchange":
          add(w.exchange, button(o.choice === "lower" ? w.lower : w.asRolled, attrs, go));
          break;
        case "pass":
          add("", button(d.kind === "main" ? w.endTurn : w.pass, attrs, go));
          break;
      }
    });
    const what = d.kind === "main" ? w.main : d.kind === "exchange" ? w.exchange : `${w.priorityIn} — ${d.step ? w.steps[d.step] : ""}`;
    const rank = (group: string) => (group === "" ? 9 : group.startsWith(w.strikesOf) ? 1 : group.startsWith(w.movesOf) ? 2 : 0);
    const parts: HTMLElement[] = [heading(`${ctx.labels[d.player]} — ${what}`)];
    for (const g of [...groups.keys()].sort((a, b) => rank(a) - rank(b))) {
      const box = el("div", "bz-group");
      if (g) box.append(heading(g, "h3"));
      const row = el("div", "choices");
      row.append(...(groups.get(g) ?? []));
      box.append(row);
      parts.push(box);
    }
    ctx.show(d.kind, ...parts);
  });
}
