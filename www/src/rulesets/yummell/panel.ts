// Yummell's decision panel: the action windows (every kind of action listed, an impossible one
// disabled with the engine's reason), the movement card, the challenge card, the discard.
import type { PanelContext } from "../../shell/game-page";
import { button, el, heading, refused } from "../../shell/dom";
import { discardForm } from "../../shell/discard-form";
import { advName, cardDef, cardName, cardTitle, characters } from "./board";
import { STRINGS, type YummellLang } from "./strings";
import type { Choice, Decision, YummellTypes } from "./types";

type Ctx = PanelContext<YummellTypes, YummellLang>;

function askWindow(d: Extract<Decision, { kind: "window" }>, ctx: Ctx): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  const choiceLabel = (c: Choice) => {
    const card = "card" in c ? cardName(c.card) : "";
    const t = "target" in c && c.target ? ` (${w.steal} ${cardName(c.target.card)} ${w.from} ${ctx.labels[c.target.player]})` : "";
    return `${card}${t}`.trim();
  };
  return new Promise((resolve) => {
    const me = ctx.state.players[d.player];
    const list = el("ul", "y-actions");
    const row = (kind: string, label: string) => {
      const li = el("li");
      li.dataset.kind = kind;
      li.append(el("span", "y-kind", label));
      list.append(li);
      return li;
    };
    const enabled = (li: HTMLElement, c: Choice, text: string) => {
      const b = button(text, { "data-choice": JSON.stringify(c), "data-type": c.type }, () => resolve(c));
      if ("card" in c) b.title = cardTitle(c.card, ctx.lang);
      li.append(b);
    };
    let n = 0;
    const disabled = (li: HTMLElement, type: string, text: string, reason: string) => li.append(...refused(text, reason, `why-${d.player}-${type}-${n++}`, { "data-type": type }));
    // The engine's reasons come from the host in one round trip once the list is built: each
    // refused action holds its place with an empty span until then.
    const asked: { choice: Choice; at: HTMLElement; type: string; text: string }[] = [];
    const later = (li: HTMLElement, type: string, text: string, choice: Choice) => {
      const at = el("span");
      li.append(at);
      asked.push({ choice, at, type, text });
    };
    const ofType = (t: string) => [...new Set(me.hand.filter((c) => cardDef(c)?.type === t))];
    for (const [type, cardType, label, none] of [
      ["play_event", "event", w.playEvent, w.noEvent],
      ["start_artefact", "artefact", w.startArtefact, w.noArtefact],
    ] as const) {
      const li = row(type, label);
      const cardsOf = ofType(cardType);
      if (!cardsOf.length) {
        disabled(li, type, label, `[Y-ACT-2] ${none}`);
        continue;
      }
      for (const card of cardsOf) {
        const opt = d.options.find((o) => o.type === type && o.card === card);
        if (opt) enabled(li, opt, cardName(card));
        else later(li, type, cardName(card), { type, player: d.player, card });
      }
    }
    {
      const li = row("use_artefact", w.useArtefact);
      const active = [...new Set(me.active)];
      if (!active.length) disabled(li, "use_artefact", w.useArtefact, `[Y-ACT-3] ${w.noActive}`);
      for (const card of active) {
        const opts = d.options.filter((o) => o.type === "use_artefact" && o.card === card);
        if (opts.length) for (const o of opts) enabled(li, o, choiceLabel(o));
        else later(li, "use_artefact", cardName(card), { type: "use_artefact", player: d.player, card });
      }
    }
    for (const type of ["ability", "advantage"] as const) {
      const li = row(type, w[type]);
      const text = type === "ability" ? `${w.ability}: ${characters.get(me.character)?.ability?.name ?? ""}` : `${w.advantage}: ${advName(me.advantage)}`;
      const opts = d.options.filter((o) => o.type === type);
      if (opts.length) for (const o of opts) enabled(li, o, "target" in o && o.target ? `${text} ${choiceLabel(o)}` : text);
      else later(li, type, text, { type, player: d.player });
    }
    const cont = d.options.find((o) => o.type === "continue") ?? { type: "continue", player: d.player };
    enabled(row("continue", ""), cont, `${w.continue} →`);
    const show = (reasons: readonly (string | null)[]) => {
      asked.forEach(({ at, type, text }, i) => at.replaceWith(...refused(text, reasons[i] ?? "", `why-${d.player}-${type}-${n++}`, { "data-type": type })));
      ctx.show("window", heading(`${ctx.labels[d.player]} — ${w.windows[d.window] ?? d.window}`), list);
      list.querySelector<HTMLElement>('[data-type="continue"]')?.focus({ preventScroll: true });
    };
    if (asked.length) void ctx.whyNot(asked.map((a) => a.choice)).then(show);
    else show([]);
  });
}

function askMovement(d: Extract<Decision, { kind: "movement" }>, ctx: Ctx): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  return new Promise((resolve) => {
    const bonus = ctx.state.used.movement;
    const row = el("div", "choices");
    for (const o of d.options) {
      const card = "card" in o ? o.card : null;
      const text = card ? `${cardName(card)} (${cardDef(card)?.movement ?? "?"}${bonus ? ` + ${bonus}` : ""})` : w.rest;
      const b = button(text, { "data-choice": JSON.stringify(o), "data-type": o.type }, () => resolve(o));
      if (card) b.title = cardTitle(card, ctx.lang);
      row.append(b);
    }
    const p = el("p", undefined, bonus ? `${bonus > 0 ? "+" : ""}${bonus} ${w.bonusMove}` : "");
    ctx.show("movement", heading(`${ctx.labels[d.player]} — ${w.movementTitle}`), p, row);
  });
}

function askChallenge(d: Extract<Decision, { kind: "challenge" }>, ctx: Ctx): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  return new Promise((resolve) => {
    const info = el("p", "y-challenge-info", `${cardName(d.creature)}: ${w.stats[d.stat]} — ${w.challengeInfo} ${d.value} (${w.yours}: ${d.base})`);
    const row = el("div", "choices");
    for (const o of d.options) {
      const card = "card" in o ? o.card : "";
      const m = cardDef(card)?.movement ?? 0;
      const total = d.base + m;
      row.append(button(`${cardName(card)} (+${m} = ${total}: ${total > d.value ? w.wins : w.loses})`, { "data-choice": JSON.stringify(o), "data-type": o.type }, () => resolve(o)));
    }
    ctx.show("challenge", heading(`${ctx.labels[d.player]} — ${w.challengeTitle}`), info, row);
  });
}

function askDiscard(d: Extract<Decision, { kind: "discard" }>, ctx: Ctx): Promise<Choice> {
  const w = STRINGS[ctx.lang];
  return new Promise((resolve) => {
    const form = discardForm({
      hand: d.hand,
      name: cardName,
      min: d.count,
      max: d.count,
      confirm: w.confirm,
      done: (cards) => resolve({ type: "discard", player: d.player, cards }),
    });
    ctx.show("discard", heading(`${ctx.labels[d.player]} — ${w.discardTitle} ${d.count}`), form);
  });
}

/** A person's Yummell choice. */
export function askYummell(d: Decision, ctx: Ctx): Promise<Choice> {
  if (d.kind === "window") return askWindow(d, ctx);
  if (d.kind === "movement") return askMovement(d, ctx);
  if (d.kind === "challenge") return askChallenge(d, ctx);
  return askDiscard(d, ctx);
}
