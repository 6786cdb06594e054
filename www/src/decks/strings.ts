// The deck builder's words in English and Russian: the interface, the elements, the deck's
// problems as the engine's `checkDeck` reports them, the reasons it gives for lines it could not
// read, and the names of the mechanics a card lists as not played yet (its `missing`).
import type { BerserkElement } from "arbiter-engine";

export type DeckLang = "en" | "ru";
export const LANGS: readonly DeckLang[] = ["en", "ru"];

/** A word's forms by number: English `[one, other]`, Russian `[one, few, many]` (1 карта, 2 карты, 5 карт). */
export type Forms = readonly [string, string] | readonly [string, string, string];

/** `n` with the form of `forms` that goes with it, in `lang`. */
export function count(lang: DeckLang, n: number, forms: Forms): string {
  return `${n} ${form(lang, n, forms)}`;
}

/** The form of `forms` that goes with `n`, in `lang`. */
export function form(lang: DeckLang, n: number, forms: Forms): string {
  if (lang === "en" || forms.length === 2) return n === 1 ? forms[0] : forms[1];
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (units === 1) return forms[0];
  if (units >= 2 && units <= 4) return forms[1];
  return forms[2];
}

/** `{key}` in `text` replaced by `values[key]`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export interface DeckWords {
  title: string;
  intro: string;
  cardsTitle: string;
  language: string;
  loading: string;
  loadFailed: string;
  filters: string;
  search: string;
  searchHint: string;
  element: string;
  cost: string;
  kind: string;
  all: string;
  ground: string;
  flyers: string;
  inDeckOnly: string;
  sort: string;
  byNumber: string;
  byCost: string;
  byName: string;
  clearFilters: string;
  shown: string;
  noMatch: string;
  cards: Forms;
  copies: Forms;
  /** A tile's accessible name: "{name}, cost {cost}: add a copy ({n} in the deck)". */
  addLabel: string;
  removeLabel: string;
  removeOne: string;
  addOne: string;
  inDeck: string;
  life: string;
  strike: string;
  movement: string;
  flyer: string;
  elite: string;
  ordinary: string;
  unique: string;
  number: string;
  notPlayed: string;
  notPlayedLong: string;
  deck: string;
  deckName: string;
  untitled: string;
  showDeck: string;
  legal: string;
  notLegal: string;
  emptyDeck: string;
  keys: string;
  tooFew: string;
  tooMany: string;
  tooManyCopies: string;
  unknownCard: string;
  notPrinted: string;
  otherProblem: string;
  curve: string;
  curveLabel: string;
  elements: string;
  eliteCount: string;
  flyerCount: string;
  uniqueCount: string;
  save: string;
  saved: string;
  replaced: string;
  newDeck: string;
  myDecks: string;
  import: string;
  export: string;
  close: string;
  importTitle: string;
  importHelp: string;
  importList: string;
  importRead: string;
  importNothing: string;
  unread: string;
  line: string;
  replaceDeck: string;
  addToDeck: string;
  imported: string;
  exportTitle: string;
  listIn: string;
  listLabel: string;
  shareLink: string;
  shareHelp: string;
  copy: string;
  copied: string;
  savedTitle: string;
  savedNone: string;
  load: string;
  delete: string;
  deleted: string;
  undo: string;
  readyTitle: string;
  loaded: string;
  linkLoaded: string;
  linkSkipped: string;
  skipped: string;
  storageFailed: string;
}

const EN: DeckWords = {
  title: "Berserk deck builder",
  intro: "The 200 cards of «Война стихий» (War of the Elements). Click a card to add a copy; a deck holds 30 to 50 cards, at most 3 copies of each.",
  cardsTitle: "The cards",
  language: "Language",
  loading: "Loading the cards…",
  loadFailed: "The cards could not be loaded:",
  filters: "Filters",
  search: "Search",
  searchHint: "name or rules text",
  element: "Element",
  cost: "Cost",
  kind: "Kind",
  all: "All",
  ground: "Ground",
  flyers: "Flyers",
  inDeckOnly: "In the deck",
  sort: "Order",
  byNumber: "Number",
  byCost: "Cost",
  byName: "Name",
  clearFilters: "Clear filters",
  shown: "{n} of {total} cards",
  noMatch: "No card matches these filters.",
  cards: ["card", "cards"],
  copies: ["copy", "copies"],
  addLabel: "{name}, cost {cost}: add a copy ({n} in the deck)",
  removeLabel: "Remove a copy of {name}",
  removeOne: "Remove one",
  addOne: "Add one",
  inDeck: "in the deck",
  life: "Life",
  strike: "Strike",
  movement: "Movement",
  flyer: "Flyer",
  elite: "Elite: paid in gold only",
  ordinary: "Ordinary: paid in gold or silver",
  unique: "Unique",
  number: "No.",
  notPlayed: "not played yet",
  notPlayedLong: "Not played yet by the engine: {list}.",
  deck: "Deck",
  deckName: "Deck name",
  untitled: "Untitled deck",
  showDeck: "Show the deck",
  legal: "Legal",
  notLegal: "Not legal",
  emptyDeck: "The deck is empty: click a card (or focus it and press Enter) to add a copy.",
  keys: "On a card: Enter or + adds a copy, − or Delete removes one.",
  tooFew: "Too few cards: {cards}, a deck needs at least {min}.",
  tooMany: "Too many cards: {cards}, a deck holds at most {max}.",
  tooManyCopies: "{card}: {copies}, at most {max} of a card.",
  unknownCard: "{card}: there is no such card.",
  notPrinted: "{card} is not a printed card.",
  otherProblem: "A problem: {problem}.",
  curve: "Cost curve",
  curveLabel: "cost {cost}: {n}",
  elements: "Elements",
  eliteCount: "Elite",
  flyerCount: "Flyers",
  uniqueCount: "Unique",
  save: "Save",
  saved: "Saved «{name}» in this browser.",
  replaced: "Saved «{name}» in this browser (it replaces the deck of that name).",
  newDeck: "New deck",
  myDecks: "My decks",
  import: "Import",
  export: "Export",
  close: "Close",
  importTitle: "Import a list",
  importHelp: "Paste a deck list: a card a line, as «3 Кочевник», «3x Nomad» or «Nomad x3», in Russian or English.",
  importList: "Deck list",
  importRead: "Read: {cards}.",
  importNothing: "Paste a list to read it.",
  unread: "Lines not read",
  line: "Line {n}",
  replaceDeck: "Replace the deck",
  addToDeck: "Add to the deck",
  imported: "Imported: {cards}.",
  exportTitle: "Export and share",
  listIn: "List in",
  listLabel: "The deck as a list",
  shareLink: "Link to this deck",
  shareHelp: "Whoever opens the link gets this deck in the builder.",
  copy: "Copy",
  copied: "Copied.",
  savedTitle: "Saved in this browser",
  savedNone: "No deck saved yet: name the deck and press Save.",
  load: "Load",
  delete: "Delete",
  deleted: "Deleted «{name}».",
  undo: "Undo",
  readyTitle: "Ready decks to start from",
  loaded: "Loaded «{name}».",
  linkLoaded: "Deck loaded from the link.",
  linkSkipped: "Deck loaded from the link; {n} of its entries could not be read.",
  skipped: "{n} of its cards are not in the set and were left out.",
  storageFailed: "This browser does not keep decks (its storage is off or full).",
};

const RU: DeckWords = {
  title: "Конструктор колод «Берсерк»",
  intro: "200 карт выпуска «Война стихий». Нажмите на карту, чтобы добавить её копию; в колоде от 30 до 50 карт, каждой не больше трёх.",
  cardsTitle: "Карты",
  language: "Язык",
  loading: "Карты загружаются…",
  loadFailed: "Не удалось загрузить карты:",
  filters: "Фильтры",
  search: "Поиск",
  searchHint: "название или текст",
  element: "Стихия",
  cost: "Стоимость",
  kind: "Тип",
  all: "Все",
  ground: "Наземные",
  flyers: "Летающие",
  inDeckOnly: "В колоде",
  sort: "Порядок",
  byNumber: "Номер",
  byCost: "Стоимость",
  byName: "Название",
  clearFilters: "Сбросить фильтры",
  shown: "{n} из {total}",
  noMatch: "Ни одна карта не подходит под эти фильтры.",
  cards: ["карта", "карты", "карт"],
  copies: ["копия", "копии", "копий"],
  addLabel: "{name}, стоимость {cost}: добавить копию (в колоде {n})",
  removeLabel: "Убрать копию: {name}",
  removeOne: "Убрать одну",
  addOne: "Добавить одну",
  inDeck: "в колоде",
  life: "Жизнь",
  strike: "Удар",
  movement: "Движение",
  flyer: "Летающее",
  elite: "Элитное: только за золото",
  ordinary: "Рядовое: за золото или серебро",
  unique: "Уникальное",
  number: "№",
  notPlayed: "пока не играется",
  notPlayedLong: "Движок пока не играет: {list}.",
  deck: "Колода",
  deckName: "Название колоды",
  untitled: "Колода без названия",
  showDeck: "Показать колоду",
  legal: "По правилам",
  notLegal: "Не по правилам",
  emptyDeck: "Колода пуста: нажмите на карту (или выберите её и нажмите Enter), чтобы добавить копию.",
  keys: "На карте: Enter или + добавляет копию, − или Delete убирает.",
  tooFew: "Мало карт: {cards}, в колоде должно быть не меньше {min}.",
  tooMany: "Слишком много карт: {cards}, в колоде не больше {max}.",
  tooManyCopies: "{card}: {copies}, одной карты можно не больше {max}.",
  unknownCard: "{card}: такой карты нет.",
  notPrinted: "{card} — не печатная карта.",
  otherProblem: "Ошибка: {problem}.",
  curve: "Кривая стоимости",
  curveLabel: "стоимость {cost}: {n}",
  elements: "Стихии",
  eliteCount: "Элитные",
  flyerCount: "Летающие",
  uniqueCount: "Уникальные",
  save: "Сохранить",
  saved: "«{name}» сохранена в этом браузере.",
  replaced: "«{name}» сохранена в этом браузере (вместо колоды с тем же названием).",
  newDeck: "Новая колода",
  myDecks: "Мои колоды",
  import: "Импорт",
  export: "Экспорт",
  close: "Закрыть",
  importTitle: "Импорт списка",
  importHelp: "Вставьте список колоды: по карте в строке, например «3 Кочевник», «3x Nomad» или «Кочевник x3», на русском или английском.",
  importList: "Список колоды",
  importRead: "Прочитано: {cards}.",
  importNothing: "Вставьте список, чтобы прочитать его.",
  unread: "Не прочитаны строки",
  line: "Строка {n}",
  replaceDeck: "Заменить колоду",
  addToDeck: "Добавить в колоду",
  imported: "Импортировано: {cards}.",
  exportTitle: "Экспорт и ссылка",
  listIn: "Список на языке",
  listLabel: "Колода списком",
  shareLink: "Ссылка на эту колоду",
  shareHelp: "Кто откроет ссылку, получит эту колоду в конструкторе.",
  copy: "Копировать",
  copied: "Скопировано.",
  savedTitle: "Сохранённые в этом браузере",
  savedNone: "Сохранённых колод пока нет: назовите колоду и нажмите «Сохранить».",
  load: "Открыть",
  delete: "Удалить",
  deleted: "«{name}» удалена.",
  undo: "Вернуть",
  readyTitle: "Готовые колоды для начала",
  loaded: "Открыта «{name}».",
  linkLoaded: "Колода открыта по ссылке.",
  linkSkipped: "Колода открыта по ссылке; не прочитано записей: {n}.",
  skipped: "Пропущено карт не из набора: {n}.",
  storageFailed: "Этот браузер не хранит колоды (хранилище отключено или заполнено).",
};

export const WORDS: Record<DeckLang, DeckWords> = { en: EN, ru: RU };

/** The elements in the order the builder lists them (the set's numbering: Steppes first, neutral last). */
export const ELEMENTS: readonly BerserkElement[] = ["steppe", "mountains", "forest", "swamp", "dark", "neutral"];

export const ELEMENT_NAMES: Record<DeckLang, Record<BerserkElement, string>> = {
  en: { steppe: "Steppes", mountains: "Mountains", forest: "Forests", swamp: "Swamps", dark: "Darkness", neutral: "Neutral" },
  ru: { steppe: "Степи", mountains: "Горы", forest: "Леса", swamp: "Болота", dark: "Тьма", neutral: "Нейтральные" },
};

/**
 * What `checkDeck` says it could not read, in Russian (the engine words its reasons in English;
 * a reason it words otherwise is shown as it is).
 */
export function unreadReason(lang: DeckLang, reason: string): string {
  if (lang === "en") return reason;
  if (reason === "the count is not a number from 1 to 50") return "количество — не число от 1 до 50";
  const named = /^no printed card is named "(.*)"$/.exec(reason);
  if (named) return `нет печатной карты с названием «${named[1]}»`;
  return reason;
}

/** The mechanics a card can list as not played yet (its `missing`), by tag. */
const MECHANICS: Record<string, [en: string, ru: string]> = {
  armour: ["armour", "броня"],
  attack_experience: ["attack experience", "опыт в атаке"],
  attacked_trigger: ["when attacked", "срабатывание при атаке"],
  block: ["block", "блок"],
  clumsy: ["clumsiness", "неуклюжесть"],
  code: ["a rule of its own", "особое правило"],
  counters: ["counters", "фишки"],
  damage_reduction: ["wound reduction", "снижение ран"],
  death_trigger: ["death triggers", "срабатывание при гибели"],
  deck: ["looking at the deck", "просмотр колоды"],
  defence_experience: ["defence experience", "опыт в защите"],
  defender: ["defender rules", "правила защитника"],
  destroy: ["destroying cards", "уничтожение карт"],
  die_roll: ["extra die rolls", "дополнительный бросок"],
  directed_strike: ["directed strike", "направленный удар"],
  discharge: ["discharge", "разряд"],
  discharge_protection: ["protection from discharges", "защита от разрядов"],
  feature_loss: ["losing features", "потеря свойств"],
  finishing_strike: ["finishing strike", "добивание"],
  first_second_player: ["first or second player", "первый или второй игрок"],
  flight: ["gaining flight", "полёт"],
  flyer_protection: ["protection from flyers", "защита от летающих"],
  formation: ["formation", "строй"],
  gain_feature: ["gaining features", "получение свойств"],
  heal: ["healing", "лечение"],
  incarnation: ["incarnation", "воплощение"],
  instant: ["fast actions", "быстрые действия"],
  jump: ["jump", "прыжок"],
  life: ["life changes", "изменение жизни"],
  magic_protection: ["protection from magic", "защита от магии"],
  magic_strike: ["magic strike", "магический удар"],
  markers: ["markers", "метки"],
  movement: ["movement changes", "изменение движения"],
  movement_trigger: ["movement triggers", "срабатывание при движении"],
  multiple_attacks: ["extra attacks", "дополнительные атаки"],
  open_close: ["opening and closing", "открытие и закрытие"],
  poison: ["poison", "отравление"],
  poison_protection: ["protection from poison", "защита от отравления"],
  prophecy: ["prophecy", "пророчество"],
  protection: ["protections", "защиты"],
  ranged_modifier: ["ranged bonuses", "бонусы дальних атак"],
  redirect: ["redirection", "перенаправление"],
  redistribute_wounds: ["moving wounds", "перенос ран"],
  regeneration: ["regeneration", "регенерация"],
  resurrect: ["resurrection", "воскрешение"],
  roll_modifier: ["die-roll changes", "изменение броска"],
  scavenging: ["scavenging", "трупоедство"],
  shot: ["shot", "выстрел"],
  shot_protection: ["protection from shots", "защита от выстрелов"],
  special_strike: ["special strike", "особый удар"],
  spell: ["spells", "заклинания"],
  spell_protection: ["protection from spells", "защита от заклинаний"],
  squad_building: ["recruitment rules", "правила найма"],
  strike_modifier: ["strike changes", "изменение удара"],
  strike_through_row: ["strike through a row", "удар через ряд"],
  strike_trigger: ["strike triggers", "срабатывание при ударе"],
  tap_cost: ["closing as a cost", "закрытие как цена"],
  teleport: ["teleport", "телепортация"],
  throw: ["throw", "метание"],
  throw_protection: ["protection from throws", "защита от метания"],
  turn_trigger: ["turn triggers", "начало и конец хода"],
  unanswerable_strike: ["strikes without answer", "удар без ответа"],
  usage_limit: ["usage limits", "ограничение использований"],
  valhalla: ["Valhalla", "Вальхалла"],
  vampirism: ["vampirism", "вампиризм"],
  wounds: ["wounds by effects", "раны от эффектов"],
};

/** A mechanic's name in `lang` (a tag not named here: the tag itself, its underscores as spaces). */
export function mechanic(lang: DeckLang, tag: string): string {
  const names = MECHANICS[tag];
  return names ? names[lang === "en" ? 0 : 1] : tag.replaceAll("_", " ");
}
