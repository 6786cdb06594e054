// Eredan's part of the deck builder (www/src/decks/part.ts): every card and character of its
// engine's catalogue (read from the engine: the set grows without a change here), each tile its
// name, type, a character's PV/ATT/DEF and affiliations or a card's requirements, and its rules
// text; filters by guild, type and class; the panel's characters, guild and types. A deck is its
// three characters and 20 to 50 cards, checked by `checkDeck` (E-SET, E-DECK: the one judge of
// legality, every problem and warning as data with its rule), written as the plain list by
// `writeDeck` (the printed French names), and started from the engine's ready decks.
import type { DeckCheck, EredanCardDef as CardDef, EredanDeck } from "arbiter-engine";
import { el } from "../../shell/dom";
import { loadEngine } from "../../shell/engine";
import { hyphenate } from "../../decks/grid";
import type { BookCard, DeckBook, DeckPart, Group } from "../../decks/part";
import { count, fill, WORDS, type DeckLang } from "../../decks/strings";
import { abilityText, affiliationLine, eredanFace } from "./faces";
import { STRINGS, type EredanLang } from "./strings";

const LANGS: readonly [EredanLang, EredanLang] = ["en", "fr"];
/** The builder's language as Eredan's (the page offers only Eredan's languages). */
const il = (lang: DeckLang): EredanLang => (lang === "fr" ? "fr" : "en");

/** The value of the guild filter for a card of no guild (a mercenary, or a card any deck takes). */
const NO_GUILD = "-";

/** A card or character of the catalogue as the builder uses it. */
export interface EredanCard extends BookCard {
  def: CardDef;
  /** The rules text the engine writes from its data, in each language. */
  text: Record<EredanLang, string>;
  character: boolean;
  /** Its type and subtype ("objet", "weapon"). */
  kind: string;
}

interface Words {
  title: string;
  intro: string;
  searchHint: string;
  importHelp: string;
  guild: string;
  type: string;
  cls: string;
  noGuild: string;
  byType: string;
  characters: readonly [string, string];
  guildOf: string;
  mercenaries: string;
  requires: string;
  addLabel: string;
  /** The problems of `checkDeck` and its warning, by kind; `{rule}` is the rule's id. */
  problems: Record<string, string>;
}

const EN: Words = {
  title: "Eredan deck builder",
  intro: "Every card and character of the engine. Click a card to add a copy; a deck is three characters of one guild (or mercenaries) and 20 to 50 cards, at most 3 copies of each.",
  searchHint: "name or rules text",
  importHelp: "Paste a deck list: a card a line, as «3 Wakizashi» or «Wakizashi x3», the characters among them (by their French names or ids).",
  guild: "Guild",
  type: "Type",
  cls: "Class",
  noGuild: "No guild",
  byType: "Type",
  characters: ["character", "characters"],
  guildOf: "Guild: {guild}",
  mercenaries: "mercenaries (no guild)",
  requires: "Requires",
  addLabel: "{name}, {type}: add a copy ({n} in the deck)",
  problems: {
    characters: "The deck has {characters} characters: it needs exactly {needed}.",
    same_character: "{card} is twice among the characters.",
    unknown_card: "{card}: there is no such card.",
    not_a_character: "{card} is not a character.",
    character_as_card: "{card} is a character: a deck takes three, one copy each.",
    too_few: "Too few cards: {cards}, a deck needs at least {min} besides its characters.",
    too_many: "Too many cards: {cards}, a deck holds at most {max} besides its characters.",
    too_many_copies: "{card}: {copies}, at most {max} of a card.",
    two_guilds: "Characters of different guilds ({guilds}) never share a deck: add mercenaries instead.",
    other_guild: "{card} is a card of {guild}, not of the deck's guild ({deck_guild}).",
    no_character_can_play: "None of the characters meets the requirements of {card}: the deck is legal, the card dead weight.",
  },
};

const FR: Words = {
  title: "Constructeur de decks Eredan",
  intro: "Toutes les cartes et tous les personnages du moteur. Cliquez sur une carte pour en ajouter un exemplaire ; un deck compte trois personnages d'une guilde (ou mercenaires) et 20 à 50 cartes, 3 exemplaires au plus de chacune.",
  searchHint: "nom ou texte",
  importHelp: "Collez une liste : une carte par ligne, comme « 3 Wakizashi » ou « Wakizashi x3 », les personnages parmi elles (par leur nom ou leur identifiant).",
  guild: "Guilde",
  type: "Type",
  cls: "Classe",
  noGuild: "Sans guilde",
  byType: "Type",
  characters: ["personnage", "personnages"],
  guildOf: "Guilde : {guild}",
  mercenaries: "mercenaires (sans guilde)",
  requires: "Conditions",
  addLabel: "{name}, {type} : ajouter un exemplaire ({n} dans le deck)",
  problems: {
    characters: "Le deck a {characters} personnages : il en faut exactement {needed}.",
    same_character: "{card} est deux fois parmi les personnages.",
    unknown_card: "{card} : cette carte n'existe pas.",
    not_a_character: "{card} n'est pas un personnage.",
    character_as_card: "{card} est un personnage : un deck en prend trois, un exemplaire de chacun.",
    too_few: "Trop peu de cartes : {cards}, un deck en demande au moins {min} en plus de ses personnages.",
    too_many: "Trop de cartes : {cards}, un deck en compte au plus {max} en plus de ses personnages.",
    too_many_copies: "{card} : {copies}, {max} exemplaires au plus d'une carte.",
    two_guilds: "Des personnages de guildes différentes ({guilds}) ne partagent jamais un deck : prenez des mercenaires.",
    other_guild: "{card} est une carte de {guild}, pas de la guilde du deck ({deck_guild}).",
    no_character_can_play: "Aucun personnage ne remplit les conditions de {card} : le deck est valide, la carte inutile.",
  },
};

const WORDS_OF: Record<EredanLang, Words> = { en: EN, fr: FR };

/** A problem (or warning) of `checkDeck` in words, its rule's id after it; the engine's own sentence for a kind not worded here. */
function problemText(p: DeckCheck["problems"][number], lang: EredanLang, name: (id: string) => string): string {
  const w = WORDS_OF[lang];
  const template = w.problems[p.problem];
  const rule = typeof p.rule === "string" ? ` (${p.rule})` : "";
  if (!template) return `${typeof p.message === "string" ? p.message : p.problem}${rule}`;
  const list = (v: unknown) => (Array.isArray(v) ? v.join(", ") : String(v ?? ""));
  const values: Record<string, string | number> = {
    card: typeof p.card === "string" ? name(p.card) : "",
    characters: Number(p.characters),
    needed: Number(p.needed),
    cards: Number(p.cards),
    min: Number(p.min),
    max: Number(p.max),
    copies: count(lang, Number(p.copies), WORDS[lang].copies),
    guilds: list(p.guilds),
    guild: list(p.guild),
    deck_guild: p.deck_guild === null ? w.mercenaries : list(p.deck_guild),
  };
  return fill(template, values) + rule;
}

/** A card's type in words ("Item — Weapon"). */
function typeLine(def: CardDef, lang: EredanLang): string {
  const t = STRINGS[lang].types;
  return [t[def.type] ?? def.type, def.subtype ? (t[def.subtype] ?? def.subtype) : null].filter(Boolean).join(" — ");
}

/** What a tile shows: the name, the type, a character's numbers and affiliations, the rules text. */
function tileOf(card: EredanCard, lang: EredanLang): Node[] {
  const s = STRINGS[lang];
  const def = card.def;
  const top = el("span", "dk-top");
  top.append(el("span", "dk-name", hyphenate(def.name)));
  const out: Node[] = [top, el("span", "dk-meta", typeLine(def, lang))];
  if (card.character) {
    const stats = el("span", "dk-stats");
    stats.append(el("span", "dk-life", `${s.pv} ${def.pv}`), el("span", "dk-strike", `${s.att} ${def.att}`), el("span", "dk-move", `${s.def} ${def.def}`));
    out.push(stats, el("span", "dk-affiliations", affiliationLine(def)));
    const ability = abilityText(def, card.text[lang]);
    if (ability) out.push(el("span", "dk-text", ability));
  } else out.push(el("span", "dk-text", card.text[lang]));
  return out;
}

/** The characters first, then the cards by type; each group in the set's order. */
function groupsOf(deck: [EredanCard, number][], lang: EredanLang, kinds: string[]): Group<EredanCard>[] {
  const t = STRINGS[lang].types;
  return kinds.flatMap((kind) => {
    const of = deck.filter(([c]) => c.kind === kind).sort(([a], [b]) => a.order - b.order);
    const label = kind === "character" ? WORDS_OF[lang].characters[1] : (t[kind] ?? kind);
    return of.length ? [{ label: label[0].toUpperCase() + label.slice(1), tone: `ed-tone face-${kind}`, cards: of }] : [];
  });
}

/** Loads Eredan's scenario engine and reads its catalogue. */
async function load(): Promise<DeckBook<EredanCard>> {
  const engine = await loadEngine("eredan");
  const texts = new Map<string, Record<EredanLang, string>>();
  for (const lang of LANGS) {
    for (const c of engine.cards("eredan", lang)) {
      const t = texts.get(c.id) ?? { en: "", fr: "" };
      t[lang] = c.text ?? "";
      texts.set(c.id, t);
    }
  }
  const cards: EredanCard[] = engine.cards("eredan").map((def, order) => {
    const text = texts.get(def.id) ?? { en: "", fr: "" };
    const character = def.type === "character";
    const guilds = character ? (def.guilds ?? []) : (def.requires?.guild ?? []);
    const kind = def.subtype ?? def.type;
    return {
      id: def.id,
      order,
      name: () => def.name,
      search: [def.name, def.id, text.en, text.fr],
      values: {
        guild: guilds.length ? guilds : [NO_GUILD],
        type: [def.type, ...(def.subtype ? [def.subtype] : [])],
        class: character ? (def.classes ?? []) : (def.requires?.class ?? []),
      },
      tone: `ed-tone face-${kind}`,
      def,
      text,
      character,
      kind,
    };
  });
  const byId = new Map(cards.map((c) => [c.id, c]));
  // The kinds in the order of the set (the characters first): the type filter's chips and the list's groups.
  const kinds = [...new Set(["character", ...cards.map((c) => c.kind)])];
  const types = [...new Set(cards.flatMap((c) => c.values.type))];
  const distinct = (key: string) => [...new Set(cards.flatMap((c) => c.values[key]))].filter((v) => v !== NO_GUILD).sort((a, b) => a.localeCompare(b, "fr"));
  const ready = engine.decks("eredan") as EredanDeck[];
  // A line a card id, as the engine reads a list; an id of no card (a stored deck's) quoted, so
  // it stays one line the engine reports as unread.
  const check = (ids: string[]) => engine.checkDeck("eredan", ids.map((id) => (byId.has(id) ? id : JSON.stringify(id))).join("\n"));
  return {
    cards,
    exportLangs: ["fr"],
    check,
    read: (list) => engine.checkDeck("eredan", list),
    write: (ids, lang) => engine.writeDeck("eredan", ids, il(lang)),
    ready: () => ready.map((d) => ({ id: d.id ?? d.name ?? "", name: d.name ?? d.id ?? "", tone: "ed-tone face-character", cards: [...d.characters, ...d.cards] })),
    words: (lang) => WORDS_OF[il(lang)],
    filters(lang) {
      const w = WORDS_OF[il(lang)];
      const t = STRINGS[il(lang)].types;
      return [
        { key: "guild", label: w.guild, chips: [...distinct("guild").map((g) => ({ value: g, label: g })), { value: NO_GUILD, label: w.noGuild }] },
        { key: "type", label: w.type, chips: types.map((v) => ({ value: v, label: t[v] ?? v, tone: `ed-tone face-${v}` })) },
        { key: "class", label: w.cls, chips: distinct("class").map((c) => ({ value: c, label: c })) },
      ];
    },
    orders: (lang) => [{ key: "type", label: WORDS_OF[il(lang)].byType, compare: (a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.order - b.order }],
    tile: (card, lang) => tileOf(card, il(lang)),
    addLabel: (card, lang, n) => fill(WORDS_OF[il(lang)].addLabel, { name: card.def.name, type: typeLine(card.def, il(lang)), n }),
    face: (card, lang) => eredanFace(card.def, card.text[il(lang)], il(lang))!,
    shareKey: (card) => card.id,
    size(deck, lang, short) {
      const characters = deck.filter(([c]) => c.character).reduce((s, [, n]) => s + n, 0);
      const others = deck.filter(([c]) => !c.character).reduce((s, [, n]) => s + n, 0);
      if (short) return `${characters}/3 · ${others} / 20–50`;
      return `${count(lang, characters, WORDS_OF[il(lang)].characters)} / 3 · ${count(lang, others, WORDS[lang].cards)} / 20–50`;
    },
    problem: (p, lang, name) => problemText(p, il(lang), name),
    stats(deck, lang, checked) {
      // The deck's guild as the engine reads it (none: mercenaries, or characters of two guilds, a problem said above).
      const w = WORDS_OF[il(lang)];
      const characters = deck.some(([c]) => c.character);
      const twoGuilds = checked.problems.some((p) => p.problem === "two_guilds");
      const guild = checked.guild ?? (twoGuilds ? "—" : w.mercenaries);
      return characters ? [el("p", "dk-counts", fill(w.guildOf, { guild }))] : [];
    },
    groups: (deck, lang) => groupsOf(deck, il(lang), kinds),
  };
}

/** Eredan's part of the deck builder. */
export const eredanDecks: DeckPart = {
  langs: LANGS,
  langKey: "arbiter-lang",
  load,
};
