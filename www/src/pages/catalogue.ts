// The catalogue page (catalogue.html): every card, character, Advantage and creature of the
// three rulesets, each as its card face — id, numbers and the rules text the engine writes from
// its data, in the language chosen — searchable by name, id or text. What a wiki editor looks up
// to write a scenario.
import { faceElement, type Face } from "../shell/card-reader";
import { $, el } from "../shell/dom";
import { pickLang, type RulesetModule } from "../shell/ruleset";
import type { Lang } from "../shell/strings";
import type { Types } from "../shell/engine";

/** What the page shows of a ruleset: its languages, and the face of each of its ids. */
interface Entries {
  langs: readonly string[];
  face(id: string, lang: string): Face | null;
  ids: string[];
}

/** A ruleset's module and the ids of everything it has a face for. */
interface Listed {
  title: string;
  load: () => Promise<Entries>;
}

function entries<T extends Types, L extends Lang>(module: RulesetModule<T, L>, ids: string[]): Entries {
  return { langs: module.langs, face: (id, lang) => module.face?.(id, pickLang(module.langs, lang)) ?? null, ids };
}

/** The ids of a ruleset's catalogue entries, from its engine (Yummell's characters and advantages too). */
async function idsOf(ruleset: "eredan" | "berserk" | "yummell"): Promise<string[]> {
  const { loadEngine } = await import("../shell/engine");
  const engine = await loadEngine(ruleset);
  const ids = engine.cards(ruleset).map((c) => c.id);
  if (ruleset !== "yummell") return ids;
  const { characters, advantages } = engine.decks("yummell");
  return [...ids, ...characters.map((c) => c.id), ...advantages.map((a) => a.id)];
}

const RULESETS: Record<string, Listed> = {
  eredan: { title: "Eredan", load: async () => entries((await import("../rulesets/eredan")).eredan, await idsOf("eredan")) },
  berserk: { title: "Berserk", load: async () => entries((await import("../rulesets/berserk")).berserk, await idsOf("berserk")) },
  yummell: { title: "Yummell", load: async () => entries((await import("../rulesets/yummell")).yummell, await idsOf("yummell")) },
};

const params = new URLSearchParams(location.search);
const rulesetSel = $<HTMLSelectElement>("#ruleset");
const langSel = $<HTMLSelectElement>("#lang");
const search = $<HTMLInputElement>("#search");
const list = $("#catalogue");
const count = $("#count");

async function show() {
  const listed = RULESETS[rulesetSel.value] ?? RULESETS.eredan;
  const { langs, face: faceOf, ids } = await listed.load();
  // The language menu offers the ruleset's own languages.
  const wanted = langSel.value || firstLang;
  firstLang = "";
  langSel.replaceChildren(...langs.map((l) => Object.assign(document.createElement("option"), { value: l, textContent: l })));
  langSel.value = langs.includes(wanted) ? wanted : langs[0];
  const lang = langSel.value;
  const query = search.value.trim().toLowerCase();
  const items: HTMLElement[] = [];
  for (const id of ids) {
    const face = faceOf(id, lang);
    if (!face) continue;
    const haystack = `${id} ${face.name} ${face.type} ${face.text} ${(face.lines ?? []).join(" ")}`.toLowerCase();
    if (query && !haystack.includes(query)) continue;
    const li = el("li", "catalogue-entry");
    const card = faceElement(face);
    card.append(el("p", "face-id", id));
    li.append(card);
    items.push(li);
  }
  $("#catalogue-title").textContent = listed.title;
  list.replaceChildren(...items);
  count.textContent = `${items.length} / ${ids.length}`;
  history.replaceState(null, "", `?ruleset=${rulesetSel.value}&lang=${lang}${query ? `&q=${encodeURIComponent(query)}` : ""}`);
}

const asked = params.get("ruleset") ?? "";
rulesetSel.value = asked in RULESETS ? asked : "eredan";
/** The language the address asks for, until the menu offers it. */
let firstLang = params.get("lang") ?? "";
search.value = params.get("q") ?? "";
for (const input of [rulesetSel, langSel]) input.addEventListener("change", () => void show());
search.addEventListener("input", () => void show());
void show();
