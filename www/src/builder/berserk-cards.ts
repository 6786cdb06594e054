// The Berserk part of the builder that is about cards: the engine's catalogue — the 200 printed
// cards of «Война стихий», then the engine's own creatures — searched and shown as faces (name,
// cost, element, life, strike, movement, rules text) to put on the board; and a form for the
// scenario's own cards (its `cards`, in the schema of the engine's data). The form only writes
// fields: whether a card is valid is the engine's to say when it checks the scenario.
import type { BerserkElement, BerserkKind, CreatureDef, Feature } from "arbiter-engine";
import { button, el } from "../shell/dom";
import { faceElement } from "../shell/card-reader";
import type { Lang } from "../shell/strings";
import { berserkFace } from "../rulesets/berserk/board";
import { STRINGS, type BerserkLang } from "../rulesets/berserk/strings";
import type { Form, Json, Obj, Path } from "./form";

/** A catalogue entry as the engine gives it: with its rules text, and what of it it does not play yet (`missing`). */
export type CardEntry = CreatureDef & { text?: string; missing?: string[] };

/** Every feature name the engine's data knows (the package's `Feature`, checked at compile time), numbered or not; a feature written as a rule is the JSON's. */
type FeatureName = Exclude<Extract<Feature, string> | (Exclude<Feature, string> extends infer F ? (F extends object ? keyof F : never) : never), "rule">;
const FEATURES: Record<FeatureName, "number" | "flag"> = {
  armour: "number",
  damage_reduction: "number",
  non_magic_protection_of: "number",
  luck: "flag",
  attack_experience: "number",
  defence_experience: "number",
  directed_strike: "flag",
  strike_protection: "flag",
  stone_skin: "flag",
  battle_cry: "flag",
  poison: "number",
  regeneration: "number",
  redirect: "flag",
  block: "flag",
  onslaught: "number",
  inspire: "flag",
  bloodthirst: "flag",
  magic_strike: "flag",
  steadfast: "flag",
  ambush: "flag",
  first_strike: "flag",
  shot_protection: "flag",
  throw_protection: "flag",
  poison_protection: "flag",
  flyer_protection: "flag",
  magic_protection: "flag",
  spell_protection: "flag",
  discharge_protection: "flag",
  shot_bonus: "number",
  movement_bonus: "number",
  discharge_range_bonus: "number",
  discharge_bonus: "number",
  stays_open_after_attack: "flag",
  non_magic_attack_protection: "flag",
  cannot_attack: "flag",
  granted_magic_strike: "flag",
  first_strike_this_turn_unanswerable: "flag",
  strike_penalty: "number",
  life_penalty: "number",
};
const ELEMENTS: readonly BerserkElement[] = ["steppe", "mountains", "forest", "swamp", "dark", "neutral"];
const KINDS: readonly BerserkKind[] = ["creature", "flyer"];

interface Words {
  browser: string;
  search: string;
  searchHint: string;
  shown: (n: number, total: number) => string;
  more: string;
  put: (name: string) => string;
  putFor: (player: number) => string;
  own: string;
  ownHint: string;
  ownCard: string;
  id: string;
  nameEn: string;
  nameRu: string;
  cost: string;
  elite: string;
  unique: string;
  element: string;
  kind: string;
  kinds: Record<BerserkKind, string>;
  life: string;
  movement: string;
  strikes: [string, string, string];
  features: string;
  feature: string;
  value: string;
  ownTag: string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    browser: "Cards to put on the board",
    search: "Search the cards",
    searchHint: "A name (English or Russian), a number, an element or words of the text: the printed «Война стихий» cards first, then the engine's own creatures.",
    shown: (n, total) => `${n} of ${total} cards`,
    more: "Narrow the search to see the others.",
    put: (name) => `put ${name} on the board`,
    putFor: (p) => `Player ${p}`,
    own: "Your own cards",
    ownHint: "A card defined here goes into the scenario's cards: put it on the board from the list above, or by its id.",
    ownCard: "Card",
    id: "Id",
    nameEn: "Name (English)",
    nameRu: "Name (Russian)",
    cost: "Cost",
    elite: "Elite",
    unique: "Unique",
    element: "Element",
    kind: "Kind",
    kinds: { creature: "creature", flyer: "flyer" },
    life: "Life",
    movement: "Movement",
    strikes: ["Weak strike", "Medium strike", "Strong strike"],
    features: "Features",
    feature: "Feature",
    value: "Value",
    ownTag: "this scenario's",
  },
  fr: {
    browser: "Cartes à poser sur le plateau",
    search: "Chercher une carte",
    searchHint: "Un nom (anglais ou russe), un numéro, un élément ou des mots du texte : d'abord les cartes imprimées de «Война стихий», puis les créatures du moteur.",
    shown: (n, total) => `${n} cartes sur ${total}`,
    more: "Précisez la recherche pour voir les autres.",
    put: (name) => `poser ${name} sur le plateau`,
    putFor: (p) => `Joueur ${p}`,
    own: "Vos propres cartes",
    ownHint: "Une carte définie ici entre dans les cartes du scénario : posez-la depuis la liste ci-dessus, ou par son id.",
    ownCard: "Carte",
    id: "Id",
    nameEn: "Nom (anglais)",
    nameRu: "Nom (russe)",
    cost: "Coût",
    elite: "Élite",
    unique: "Unique",
    element: "Élément",
    kind: "Type",
    kinds: { creature: "créature", flyer: "volant" },
    life: "Vie",
    movement: "Mouvement",
    strikes: ["Coup faible", "Coup moyen", "Coup fort"],
    features: "Capacités",
    feature: "Capacité",
    value: "Valeur",
    ownTag: "de ce scénario",
  },
  ru: {
    browser: "Карты для поля",
    search: "Поиск карт",
    searchHint: "Имя (по-русски или по-английски), номер, стихия или слова текста: сначала карты «Войны стихий», затем собственные существа движка.",
    shown: (n, total) => `${n} из ${total} карт`,
    more: "Уточните поиск, чтобы увидеть остальные.",
    put: (name) => `поставить ${name} на поле`,
    putFor: (p) => `Игрок ${p}`,
    own: "Свои карты",
    ownHint: "Карта, заданная здесь, входит в карты сценария: поставьте её на поле из списка выше или по её id.",
    ownCard: "Карта",
    id: "Id",
    nameEn: "Имя (по-английски)",
    nameRu: "Имя (по-русски)",
    cost: "Стоимость",
    elite: "Элитная",
    unique: "Уникальная",
    element: "Стихия",
    kind: "Вид",
    kinds: { creature: "существо", flyer: "летающее" },
    life: "Жизнь",
    movement: "Движение",
    strikes: ["Слабый удар", "Средний удар", "Сильный удар"],
    features: "Особенности",
    feature: "Особенность",
    value: "Значение",
    ownTag: "этого сценария",
  },
  it: {
    browser: "Carte da mettere sul tabellone",
    search: "Cerca le carte",
    searchHint: "Un nome (inglese o russo), un numero, un elemento o parole del testo: prima le carte stampate di «Война стихий», poi le creature del motore.",
    shown: (n, total) => `${n} carte su ${total}`,
    more: "Restringi la ricerca per vedere le altre.",
    put: (name) => `mettere ${name} sul tabellone`,
    putFor: (p) => `Giocatore ${p}`,
    own: "Le tue carte",
    ownHint: "Una carta definita qui entra nelle carte dello scenario: mettila sul tabellone dall'elenco sopra, o con il suo id.",
    ownCard: "Carta",
    id: "Id",
    nameEn: "Nome (inglese)",
    nameRu: "Nome (russo)",
    cost: "Costo",
    elite: "Élite",
    unique: "Unica",
    element: "Elemento",
    kind: "Tipo",
    kinds: { creature: "creatura", flyer: "volante" },
    life: "Vita",
    movement: "Movimento",
    strikes: ["Colpo debole", "Colpo medio", "Colpo forte"],
    features: "Caratteristiche",
    feature: "Caratteristica",
    value: "Valore",
    ownTag: "di questo scenario",
  },
};

/** The language of the cards' names and texts: the builder's, if Berserk speaks it. */
const cardLang = (lang: Lang): BerserkLang => (lang === "ru" ? "ru" : "en");

const isObj = (v: Json | undefined): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** A card of the scenario's own with what its face needs, an id and both names (the engine checks the rest). */
function isOwnCard(c: Json): c is Obj & CardEntry {
  if (!isObj(c) || typeof c.id !== "string") return false;
  const name = c.name;
  return isObj(name) && typeof name.en === "string" && typeof name.ru === "string";
}

/** The scenario's own cards (its `cards`), as far as they are card objects with an id and names. */
export function ownCards(model: Obj): CardEntry[] {
  const list = Array.isArray(model.cards) ? model.cards : [];
  return list.flatMap((c) => (isOwnCard(c) ? [c] : []));
}

/** The names of the scenario's own cards by id (for the creatures' pickers). */
export function ownNames(model: Obj, lang: Lang): Map<string, string> {
  const l = cardLang(lang);
  return new Map(ownCards(model).map((c) => [c.id, c.name[l] || c.id]));
}

/** A card's face, from the engine's data: its name, cost and element, life, strike, movement, features and rules text. */
export function faceOf(card: CardEntry, lang: Lang) {
  const l = cardLang(lang);
  return berserkFace({ catalogue: new Map([[card.id, card]]), lang: l }, card.id, card.text ?? "", card.missing ?? []);
}

/** What a search looks in: the names, id, number, element and text of a card. */
function haystack(card: CardEntry, lang: Lang): string {
  const names = [card.name.en, card.name.ru];
  const element = card.element ? [card.element, STRINGS.en.elements[card.element], STRINGS.ru.elements[card.element]] : [];
  return [...names, card.id, card.number !== undefined ? String(card.number) : "", ...element, card.text ?? "", faceOf(card, lang)?.lines?.join(" ") ?? ""].join(" ").toLowerCase();
}

/** The query typed in the search, kept while the form is drawn again. */
let query = "";
/** How many faces the list shows at most. */
const SHOWN = 12;

/** The first cell of `player`'s rows no creature of the scenario stands on (its back row first). */
function freeCell(model: Obj, player: number): [number, number] {
  const taken = new Set((Array.isArray(model.creatures) ? model.creatures : []).map((c) => (isObj(c) && Array.isArray(c.cell) ? c.cell.join(",") : "")));
  const rows = player === 0 ? [0, 1, 2] : [5, 4, 3];
  for (const r of rows) for (let c = 0; c < 5; c++) if (!taken.has(`${c},${r}`)) return [c, r];
  return [0, rows[0]];
}

/**
 * The catalogue's cards (and the scenario's own) to search, each a face with the buttons that
 * put it on the board for a player (a creature added to the scenario, in its first free cell).
 */
export function cardBrowser(f: Form, catalogue: readonly CardEntry[], lang: Lang): HTMLElement {
  const w = WORDS[lang];
  // Printed cards by their number, then the engine's own, then the scenario's.
  const printed = catalogue.filter((c) => c.number !== undefined).sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  const invented = catalogue.filter((c) => c.number === undefined);
  const own = ownCards(f.model);
  const all = [...printed, ...invented, ...own];
  const owned = new Set(own.map((c) => c.id));
  const texts = new Map(all.map((c) => [c, haystack(c, lang)]));
  const set = el("fieldset", "list card-browser");
  set.append(el("legend", undefined, w.browser));
  const id = "berserk-card-search";
  const label = el("label", undefined, w.search);
  label.htmlFor = id;
  const input = el("input");
  input.type = "search";
  input.id = id;
  input.value = query;
  input.autocomplete = "off";
  input.dataset.key = "card-search";
  input.setAttribute("aria-describedby", `${id}-hint ${id}-count`);
  const hint = el("p", "hint", w.searchHint);
  hint.id = `${id}-hint`;
  const count = el("p", "card-count");
  count.id = `${id}-count`;
  count.setAttribute("role", "status");
  const list = el("ul", "card-results");
  const more = el("p", "hint card-more", w.more);
  const draw = () => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const found = all.filter((c) => words.every((x) => texts.get(c)?.includes(x)));
    count.textContent = w.shown(Math.min(found.length, SHOWN), found.length);
    more.hidden = found.length <= SHOWN;
    list.replaceChildren(
      ...found.slice(0, SHOWN).map((card) => {
        const li = el("li", "card-result");
        li.dataset.card = card.id;
        const face = faceOf(card, lang);
        if (face) {
          const shown = faceElement(face, "card-face builder-face");
          const tag = el("p", "face-id", owned.has(card.id) ? `${card.id} · ${w.ownTag}` : card.id);
          shown.append(tag);
          li.append(shown);
        }
        const put = el("div", "card-put");
        for (const p of [0, 1]) {
          put.append(
            button(`+ ${w.putFor(p)}`, { "data-action": "put-card", "data-card": card.id, "data-player": String(p), "aria-label": `+ ${w.putFor(p)}: ${w.put(face?.name ?? card.id)}`, class: "add" }, () => {
              const creatures = Array.isArray(f.model.creatures) ? f.model.creatures : [];
              f.set(["creatures"], [...creatures, { card: card.id, owner: p, cell: freeCell(f.model, p) }], true);
            }),
          );
        }
        li.append(put);
        return li;
      }),
    );
  };
  input.addEventListener("input", () => {
    query = input.value;
    draw();
  });
  draw();
  set.append(label, input, hint, count, list, more);
  return set;
}

/** A feature of an own card: its name from the engine's list, and its value when it has one. */
function featureControl(f: Form, at: Path, lang: Lang, i: number): HTMLElement {
  const w = WORDS[lang];
  const names = STRINGS[cardLang(lang)].features;
  const now = f.get(at);
  const current = typeof now === "string" ? now : isObj(now) ? (Object.keys(now)[0] ?? "") : "";
  const value = isObj(now) && typeof now[current] === "number" ? (now[current] as number) : 1;
  const options = (Object.keys(FEATURES) as FeatureName[]).map((name): [Json, string] => [FEATURES[name] === "number" ? { [name]: name === current ? value : 1 } : name, names[name] ?? name]);
  const box = el("div", "feature-pick");
  box.append(f.select(`${w.feature} ${i + 1}`, at, options, { rebuild: true }));
  if (FEATURES[current as FeatureName] === "number") box.append(f.number(`${w.value}`, [...at, current], { min: 0, required: true }));
  return box;
}

/** The form of the scenario's own cards: each one's names, cost, elite and unique, element, kind, life, movement, strike and features. */
export function ownCardsForm(f: Form, lang: Lang): HTMLElement {
  const w = WORDS[lang];
  const elements = STRINGS[cardLang(lang)].elements;
  const card = (i: number) => {
    const at: Path = ["cards", i];
    const id = f.get([...at, "id"]);
    return f.group(
      `${w.ownCard} ${typeof id === "string" ? id : i + 1}`,
      at,
      f.text(w.id, [...at, "id"], { rebuild: true }),
      f.text(w.nameEn, [...at, "name", "en"], { rebuild: true }),
      f.text(w.nameRu, [...at, "name", "ru"], { rebuild: true }),
      f.number(w.cost, [...at, "cost"], { min: 0 }),
      f.check(w.elite, [...at, "elite"]),
      f.check(w.unique, [...at, "unique"]),
      f.select(w.element, [...at, "element"], ELEMENTS.map((e) => [e, elements[e] ?? e] as const)),
      f.select(w.kind, [...at, "kind"], KINDS.map((k) => [k, w.kinds[k]] as const), { rebuild: true }),
      f.number(w.life, [...at, "life"], { min: 1, required: true }),
      // Empty removes it (a flyer has none: the engine says so next to it otherwise).
      f.number(w.movement, [...at, "movement"], { min: 1 }),
      ...w.strikes.map((label, s) => f.number(label, [...at, "strike", s], { min: 0, required: true })),
      f.list(w.features, [...at, "features"], (k) => featureControl(f, [...at, "features", k], lang, k), () => "luck"),
    );
  };
  const taken = new Set(ownCards(f.model).map((c) => c.id));
  let n = 1;
  while (taken.has(`my-card-${n}`)) n++;
  const fresh = (): Json => ({ id: `my-card-${n}`, name: { en: `My card ${n}`, ru: `Моя карта ${n}` }, cost: 3, element: "neutral", kind: "creature", life: 5, strike: [1, 2, 3], movement: 1 });
  const list = f.list(w.own, ["cards"], card, fresh, { hint: w.ownHint });
  list.classList.add("own-cards");
  return list;
}
