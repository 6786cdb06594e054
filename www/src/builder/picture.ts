// A still picture of one frame of a scenario, as SVG text, for wikis that allow no embed (upload
// it, link it to the live explainer). It draws only what the engine's frame says — each
// character's PV, ATT and DEF, each creature's cell and wounds, each seat's square — with the
// names of the catalogue and, as its caption, the engine's sentence for the event just shown.
import type { RulesetName, StateOf } from "arbiter-engine";
import type { Names } from "./positions";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function text(x: number, y: number, s: string, o: { size?: number; weight?: string; anchor?: string; fill?: string } = {}) {
  return `<text x="${x}" y="${y}" font-size="${o.size ?? 14}"${o.weight ? ` font-weight="${o.weight}"` : ""}${o.anchor ? ` text-anchor="${o.anchor}"` : ""} fill="${o.fill ?? "#1d1b1a"}">${esc(s)}</text>`;
}

/** Splits `s` into lines of at most `n` characters, at spaces. */
function wrap(s: string, n: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of s.split(/\s+/)) {
    if (line && `${line} ${word}`.length > n) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function eredanBody(m: StateOf<"eredan">, names: Names, labels: Labels): { body: string; height: number } {
  const players = m.players;
  const name = (id: string) => names.characters.get(id) ?? names.cards.get(id) ?? id;
  let out = "";
  let y = 10;
  for (const p of [1, 0]) {
    const pl = players[p];
    if (!pl) continue;
    out += text(16, y + 18, `${labels.player} ${p}${m.active === p ? ` · ${labels.active}` : ""} · ${labels.score} ${pl.score} · ${labels.hand} ${pl.hand.length}`, { weight: "700" });
    pl.characters.forEach((c, i) => {
      const x = 16 + i * 236;
      const top = y + 28;
      out += `<rect x="${x}" y="${top}" width="224" height="150" rx="8" fill="${c.dead ? "#d8d4cc" : c.tapped ? "#eee9dd" : "#fffdf8"}" stroke="#c9bfa8" stroke-width="2"/>`;
      out += text(x + 10, top + 22, cut(name(c.card), 26), { weight: "700" });
      out += text(x + 10, top + 44, `${labels.pv} ${c.pv}/${c.max_pv}`);
      out += text(x + 10, top + 64, `${labels.att} ${c.attack_max === undefined ? c.attack : `${c.attack}–${c.attack_max}`} · ${labels.def} ${c.defense}`, { weight: "700" });
      const marks = [c.dead ? `✝ ${labels.dead}` : "", !c.dead && c.tapped ? `↷ ${labels.tapped}` : ""].filter(Boolean).join(" ");
      if (marks) out += text(x + 10, top + 84, marks, { size: 12, fill: "#6b6459" });
      c.attached.slice(0, 3).forEach((a, k) => (out += text(x + 10, top + 104 + k * 16, `✦ ${cut(name(a), 28)}`, { size: 12 })));
      if (c.attached.length > 3) out += text(x + 200, top + 140, `+${c.attached.length - 3}`, { size: 12, anchor: "end" });
    });
    y += 190;
  }
  return { body: out, height: y };
}

function berserkBody(m: StateOf<"berserk">, names: Names, labels: Labels): { body: string; height: number } {
  const creatures = m.creatures;
  const cw = 140;
  const ch = 72;
  const left = 16;
  const top = 36;
  let out = text(left, 24, `${labels.player} 1${m.active === 1 ? ` · ${labels.active}` : ""}`, { weight: "700" });
  for (let r = 5; r >= 0; r--) {
    for (let c = 0; c < 5; c++) {
      const x = left + c * cw;
      const y = top + (5 - r) * ch;
      out += `<rect x="${x}" y="${y}" width="${cw}" height="${ch}" fill="${r >= 3 ? "#f3ece0" : "#ece9f3"}" stroke="#c9bfa8"/>`;
      out += text(x + cw - 6, y + ch - 6, `${c},${r}`, { size: 10, anchor: "end", fill: "#6b6459" });
      const here = creatures.find((k) => !k.dead && k.cell[0] === c && k.cell[1] === r);
      if (!here) continue;
      out += `<rect x="${x + 4}" y="${y + 4}" width="${cw - 8}" height="${ch - 20}" rx="6" fill="${here.owner === 0 ? "#dbe8f5" : "#f5dcd5"}" stroke="${here.owner === 0 ? "#1c5f7a" : "#8a2d1c"}" stroke-width="2"${here.closed ? ' stroke-dasharray="5 3"' : ""}/>`;
      out += text(x + 10, y + 21, cut(names.creatures.get(here.card) ?? here.card, 17), { size: 12, weight: "700" });
      out += text(x + 10, y + 40, `#${here.uid} ♥ ${here.life - here.wounds}/${here.life}${here.closed ? ` · ${labels.closed}` : ""}`, { size: 12 });
    }
  }
  const bottom = top + 6 * ch;
  out += text(left, bottom + 20, `${labels.player} 0${m.active === 0 ? ` · ${labels.active}` : ""}`, { weight: "700" });
  const fallen = creatures.filter((k) => k.dead);
  if (fallen.length) out += text(left, bottom + 42, `✝ ${fallen.map((k) => `#${k.uid} ${names.creatures.get(k.card) ?? k.card}`).join(", ")}`, { size: 12 });
  return { body: out, height: bottom + 52 };
}

function yummellBody(m: StateOf<"yummell">, names: Names, labels: Labels): { body: string; height: number } {
  const { path, players } = m;
  const size = Math.min(46, Math.floor(688 / Math.max(1, path.length)));
  let out = text(16, 24, `${labels.round} ${m.round} · ${labels.turn}: ${labels.player} ${m.turn}`, { weight: "700" });
  const colour: Record<string, string> = { plain: "#e9efd9", hill: "#eadbc0", wood: "#cfe0c8", swamp: "#d5dde3" };
  path.forEach((terrain, i) => {
    const x = 16 + i * size;
    out += `<rect x="${x}" y="40" width="${size - 2}" height="${size + 30}" fill="${colour[terrain] ?? "#eee"}" stroke="#c9bfa8"/>`;
    out += text(x + 4, 54, String(i), { size: 10, fill: "#6b6459" });
    players.forEach((p, k) => {
      if (p.square === i) out += text(x + 4 + (k % 3) * 13, 72 + Math.floor(k / 3) * 14, String(k), { size: 12, weight: "700" });
    });
  });
  let y = 40 + size + 56;
  players.forEach((p, k) => {
    out += text(16, y, `${labels.player} ${k} · ${names.characters.get(p.character) ?? p.character} · ${labels.square} ${p.square} · ${labels.hand} ${p.hand.length}`, { size: 13 });
    if (p.active.length) out += text(36, y + 16, `✦ ${p.active.map((a) => names.cards.get(a) ?? a).join(", ")}`, { size: 12 });
    y += p.active.length ? 36 : 20;
  });
  return { body: out, height: y };
}

/** The words the picture writes besides the names (the page's language). */
export interface Labels {
  player: string;
  active: string;
  score: string;
  hand: string;
  pv: string;
  att: string;
  def: string;
  dead: string;
  tapped: string;
  closed: string;
  round: string;
  turn: string;
  square: string;
}

/** The SVG text of a scenario's `frame` (an engine state: its ruleset is known by its shape), with `title` above and `caption` (the event's sentence) below. */
export function frameSvg(frame: StateOf<RulesetName>, names: Names, labels: Labels, title: string, caption: string): string {
  const { body, height } = "creatures" in frame ? berserkBody(frame, names, labels) : "path" in frame ? yummellBody(frame, names, labels) : eredanBody(frame, names, labels);
  const lines = wrap(caption, 96).slice(0, 4);
  const width = 736;
  const total = 34 + height + 12 + lines.length * 18 + 10;
  const captionSvg = lines.map((l, i) => text(16, 34 + height + 22 + i * 18, l, { size: 13 })).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}" viewBox="0 0 ${width} ${total}" font-family="system-ui, sans-serif" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title><rect width="100%" height="100%" fill="#f7f3ea"/>` +
    text(16, 22, cut(title, 90), { size: 15, weight: "700" }) +
    `<g transform="translate(0 34)">${body}</g>` +
    captionSvg +
    `</svg>`
  );
}
