// The catalogue page (catalogue.html): every card, character, Advantage and creature of the
// site's rulesets (www/src/rulesets/registry.ts), each as its card face — id, numbers and the rules text the engine writes from
// its data, in the language chosen — searchable by name, id or text. What a wiki editor looks up
// to write a scenario.
import { faceElement, type Face } from "../shell/card-reader";
import { $, el } from "../shell/dom";
import { pickLang, type RulesetModule } from "../shell/ruleset";
import type { Lang } from "../shell/strings";
import type { Types } from "../shell/engine";
import { RULESETS, rulesetOf, type SiteRuleset } from "../rulesets/registry";

/** What the page shows of a ruleset: its languages, and the face of each of its ids. */
interface Entries {
  langs: readonly string[];
  face(id: string, lang: string): Face | null;
  ids: string[];
}

function entries<T extends Types, L extends Lang>(module: RulesetModule<T, L>, ids: string[]): Entries {
  return { langs: module.langs, face: (id, lang) => module.face?.(id, pickLang(module.langs, lang)) ?? null, ids };
}

/** What the page shows of `r`: its module, and the ids of its cards and of all else it has a face for. */
async function load(r: SiteRuleset): Promise<Entries> {
  const { loadEngine } = await import("../shell/engine");
  const engine = await loadEngine(r.id);
  const ids = [...engine.cards(r.id).map((c) => c.id), ...r.moreIds(engine)];
  return r.load(({ module }) => entries(module, ids));
}

const params = new URLSearchParams(location.search);
const rulesetSel = $<HTMLSelectElement>("#ruleset");
const langSel = $<HTMLSelectElement>("#lang");
const search = $<HTMLInputElement>("#search");
const list = $("#catalogue");
const count = $("#count");

async function show() {
  const listed = rulesetOf(rulesetSel.value) ?? RULESETS[0];
  const { langs, face: faceOf, ids } = await load(listed);
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
  $("#catalogue-title").textContent = listed.name;
  list.replaceChildren(...items);
  count.textContent = `${items.length} / ${ids.length}`;
  history.replaceState(null, "", `?ruleset=${rulesetSel.value}&lang=${lang}${query ? `&q=${encodeURIComponent(query)}` : ""}`);
}

const asked = params.get("ruleset") ?? "";
rulesetSel.value = (rulesetOf(asked) ?? RULESETS[0]).id;
/** The language the address asks for, until the menu offers it. */
let firstLang = params.get("lang") ?? "";
search.value = params.get("q") ?? "";
for (const input of [rulesetSel, langSel]) input.addEventListener("change", () => void show());
search.addEventListener("input", () => void show());
void show();
