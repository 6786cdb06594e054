// Berserk's words on the board and in the decision panel, one object per language.
import type { Step, Strength } from "./types";
import type { RangedKind } from "./ranged";

export type BerserkLang = "en" | "ru";

export type BerserkStrings = {
  squad: string;
  turn: string;
  active: string;
  attack: string;
  priority: string;
  stack: string;
  emptyStack: string;
  dice: string;
  strikes: string;
  attacker: string;
  defender: string;
  none: string;
  closed: string;
  dead: string;
  fallen: string;
  /** [B-GAME-12] Cards exiled from the graveyard (out of the game), and a creature's features lost for the battle. */
  exiled: string;
  featuresLost: string;
  poison: string;
  wounds: string;
  life: string;
  main: string;
  priorityIn: string;
  exchange: string;
  move: string;
  creature: string;
  readCard: string;
  strike: string;
  endTurn: string;
  pass: string;
  reroll: string;
  redirect: string;
  defend: string;
  blockWith: string;
  faceDown: string;
  movement: string;
  inspireWith: string;
  valhalla: string;
  incarnate: string;
  /** "Cell": a cell of the board is named by it and the coordinates a lit cell shows (`c,r`). */
  cellWord: string;
  useFeature: string;
  notNow: string;
  asRolled: string;
  lower: string;
  /** A triggered ability waiting for its owner's answer [B-GAME-13]: the decision, its group, declining. */
  triggerAsks: string;
  triggerOf: string;
  /** The action another card's ability gave a creature (the Dverg's gift). */
  grantedAction: string;
  declineTrigger: string;
  /** A card of the deck a prophecy revealed, asked whether it comes in: no creature yet [B-PROPHECY]. */
  revealedCard: string;
  /** A card looked at on the deck's top goes back on top, or at the bottom [B-PROPHECY]. */
  putOnTop: string;
  putAtBottom: string;
  /** A choice between two effects on one's creature [B-GAME-13]: close it, or take the wounds. */
  effectClose: string;
  effectWounds: string;
  /** …or be pushed one cell on (the Hammerer's blow). */
  effectPush: string;
  /** Of the two dice rolled for a fighter whose card keeps one [B-ATK-2]: the group, the die kept. */
  keepDieOf: string;
  keepDie: string;
  /** A number chosen for a triggered ability [B-GAME-13] (the Zealot of Segger's protection). */
  chooseNumber: string;
  /** A cell a triggered ability teleports its creature onto [B-GAME-13] (Saikoron). */
  chooseCell: string;
  /** A card of the deck shown by a triggered ability, which its creature borrows an ability of [B-GAME-13] (Degaska). */
  showCard: string;
  /** …or one of the sets of effects a card's "choose one" lists (its number, from 1) [B-GAME-13]. */
  effectOption: (n: number) => string;
  /** An action declared on one creature names its next one [B-GAME-12]. */
  targetsAsk: string;
  /** …or is used on the creatures named so far. */
  noMoreTargets: string;
  wins: string;
  draw: string;
  over: string;
  movesOf: string;
  strikesOf: string;
  other: string;
  gameKind: string;
  boardName: string;
  wholeGame: string;
  skirmish: string;
  deck: string;
  readyDecks: string;
  savedDecks: string;
  steps: Record<Step, string>;
  strengths: Record<Strength, string>;
  features: Record<string, string>;
  /** What a feature written as data does, by its effect (`block` by what it blocks), for its `use` button. */
  effects: Record<string, string>;
  /** The whole game's preparation and flyers (the first-player roll, the deal, recruitment, placement). */
  prep: PrepStrings;
  /** Ranged attacks and counters [B-GAME-9], [B-GAME-11]. */
  ranged: RangedStrings;
  /** The five elements and neutral, by the engine's name. */
  elements: Record<string, string>;
  /** The words of an attack's one-line summary in the log. */
  log: {
    vs: string;
    /** "medium strike 2" (`strength` already in words; a number keeps to its word, no line break between). */
    strike(strength: string, value: number): string;
    wounds(n: number): string;
    noStrikes: string;
    blockedBy: string;
    blocked: string;
    dies(name: string): string;
    /** "discharge 1": a ranged attack's value (the kind in words, lower case). */
    ranged(kind: string, value: number): string;
  };
};

export type RangedStrings = {
  kinds: Record<RangedKind, string>;
  /** An action written on a card that is not an attack, before its number on the card. */
  attack: string;
  /** A card's ability by its number on the card (from 1). */
  ability(n: number): string;
  /** What an ability costs in counters. */
  counters(n: number): string;
  someCounters: string;
  /** The decision panel's group of a creature's ranged attacks. */
  of: string;
  takeCounter: string;
  /** The effect an ability choosing one names as its `x` (the Luck Catcher's die): 1, 2, 3. */
  rollChoice: readonly string[];
  /** The decision panel's group of the counters to take. */
  countersGroup: string;
  /** The counters on a creature (its badge's title). */
  onIt(n: number): string;
  /** A stunned creature's badge title: the starts of turn it stays closed at. */
  stunned(n: number): string;
  /** A marker on a cell or a creature [B-MARKER]: its badge, by kind. */
  markers: Record<string, string>;
  /** The box of the creature selected on the board. */
  selected: string;
  /** What the marks on the board mean once a creature is selected. */
  hint: string;
  /** The small choice of attacks on one target. */
  attackWith(target: string): string;
  strike: string;
  cancel: string;
};

export type PrepStrings = {
  preparation: string;
  phases: Record<"side" | "deal" | "recruit" | "place", string>;
  firstRoll: string;
  roll(n: number): string;
  chooses(who: string): string;
  goesFirst(who: string): string;
  sideTitle: string;
  sideHint: string;
  goFirst: string;
  goSecond: string;
  dealTitle: string;
  keep: string;
  redeal: string;
  recruitTitle: string;
  recruitHint: string;
  done: string;
  placeTitle: string;
  placeHint: string;
  placing(name: string): string;
  placeOn(name: string, cell: string): string;
  /** After deployment (the Pathfinder) [B-GAME-13]: its title, its help, using it or not. */
  /** The box that places a card (the Pathfinder) to use its ability after deployment [B-GAME-13]. */
  placeToUse(name: string): string;
  placeToUseHint: string;
  /** The rearrangement of one's own cards after it, face down [B-GAME-6]. */
  rearrangeTitle: string;
  rearrangeHint: string;
  rearranging(name: string): string;
  rearrangeOn(name: string, cell: string): string;
  rearrangeDone: string;
  gold(n: number): string;
  silver(n: number): string;
  crystals: string;
  left: string;
  spent: string;
  extraElements(n: number): string;
  flyers(cost: number): string;
  squadCount(n: number): string;
  deckLeft(n: number): string;
  redeals(n: number): string;
  deal: string;
  taken: string;
  recruit(name: string): string;
  /** A card recruited paying `extra` crystals more, which it adds to its strikes [B-GAME-3]. */
  recruitPaying(name: string, extra: number): string;
  /** Linnet and an elite creature shown before recruitment, both paid in silver; the creature dies with her [B-GAME-3]. */
  recruitPair(linnet: string, with_: string): string;
  /** The Infiltrator shown before recruitment: two cards of the opponent's deal seen, 1 silver less per elite one [B-GAME-3]. */
  infiltrate(name: string): string;
  /** The opponent's cards the Infiltrator saw. */
  seenCards(names: string): string;
  dismiss(name: string): string;
  faceDownCards(n: number): string;
  recruited(n: number): string;
  toPlace(n: number): string;
  yourSquad: string;
  flyerZone: string;
  noFlyers: string;
  flyer: string;
  elite: string;
  ordinary: string;
  unique: string;
  cost: string;
  faceDownMark: string;
  notPlayed: string;
  notLegal: string;
  cards(n: number): string;
};

/** A Russian noun by plural category of `n` (one, few, many). */
const ru = (n: number, one: string, few: string, many: string) => {
  const k = new Intl.PluralRules("ru").select(n);
  return k === "one" ? one : k === "few" ? few : k === "many" ? many : few;
};

/** "Wound" in Russian, by plural category (1 рана, 2 раны, 5 ран; 1.5 раны). */
const RU_WOUNDS: Readonly<Record<string, string>> = { one: "рана", few: "раны", many: "ран", other: "раны" };

export const STRINGS: Record<BerserkLang, BerserkStrings> = {
  en: {
    squad: "Squad",
    turn: "Turn",
    active: "active",
    attack: "Attack",
    priority: "Priority",
    stack: "Stack",
    emptyStack: "empty",
    dice: "Dice",
    strikes: "Strikes",
    attacker: "attacker",
    defender: "defender",
    none: "none",
    closed: "closed",
    dead: "dead",
    fallen: "Fallen",
    exiled: "Exiled",
    featuresLost: "no features",
    poison: "poison",
    wounds: "wounds",
    life: "life",
    main: "main phase",
    priorityIn: "priority",
    exchange: "exchange",
    move: "Move",
    creature: "Creature",
    readCard: "read the card",
    strike: "Strike",
    endTurn: "End the turn (pass)",
    pass: "Pass",
    reroll: "Reroll",
    redirect: "Redirect the attack to",
    defend: "Defend with",
    blockWith: "Block with",
    faceDown: "A face-down creature",
    movement: "Movement",
    inspireWith: "Inspire, closing",
    valhalla: "Valhalla: the creature it acts on",
    incarnate: "Incarnation: the cell it comes back on",
    cellWord: "Cell",
    useFeature: "Use the feature of",
    notNow: "Not possible now",
    asRolled: "Both strikes as rolled",
    lower: "Lower my strike, cancel the other",
    triggerAsks: "a triggered ability asks",
    triggerOf: "Ability",
    grantedAction: "close: a magic strike of its strike's values +1 (given)",
    declineTrigger: "Do not use it",
    revealedCard: "The card the prophecy revealed",
    putOnTop: "back on the top of the deck",
    putAtBottom: "to the bottom of the deck",
    effectClose: "Close it",
    effectWounds: "Take the wounds",
    effectPush: "Be pushed one cell",
    keepDieOf: "Two dice: keep one",
    keepDie: "Keep",
    chooseNumber: "Number",
    chooseCell: "Choose this cell",
    showCard: "Show from the deck:",
    effectOption: (n) => `The card's option ${n}`,
    targetsAsk: "the action's next creature",
    noMoreTargets: "No more: use it on those named",
    wins: "wins",
    draw: "Draw",
    over: "Game over",
    movesOf: "Moves",
    strikesOf: "Strikes",
    other: "Other",
    gameKind: "Game",
    boardName: "The board",
    wholeGame: "Whole game (decks)",
    skirmish: "Skirmish (ready squads)",
    deck: "Deck",
    readyDecks: "Ready decks",
    savedDecks: "Saved decks",
    steps: {
      preliminary: "Preliminary",
      die_roll: "Die roll",
      calculation: "Calculation",
      blocking: "Blocking",
      effect_modification: "Effect modification",
      application: "Application",
    },
    strengths: { weak: "weak", medium: "medium", strong: "strong" },
    features: {
      attack: "Attack",
      roll: "Die roll",
      marked: "Marked",
      armour: "Armour",
      luck: "Luck",
      attack_experience: "Attack experience",
      defence_experience: "Defence experience",
      directed_strike: "Directed strike",
      strike_protection: "Protection from strikes",
      stone_skin: "Stone skin",
      battle_cry: "Battle cry",
      poison: "Poison",
      regeneration: "Regeneration",
      redirect: "Redirection",
      block: "Block",
      onslaught: "Onslaught",
      inspire: "Inspiration",
      bloodthirst: "Bloodthirst",
      magic_strike: "Magic strike",
      steadfast: "Steadfast",
      ambush: "Ambush",
      first_strike: "First strike",
      shot_protection: "Protection from shots",
      throw_protection: "Protection from throws",
      poison_protection: "Protection from poison",
      flyer_protection: "Protection from flyers",
      magic_protection: "Protection from magic",
      spell_protection: "Protection from spells",
      discharge_protection: "Protection from discharges",
      rule: "Its own feature",
      strike_bonus: "Strike bonus",
      shot_bonus: "Shot bonus",
      movement_bonus: "Movement bonus",
      discharge_range_bonus: "Longer discharges",
      discharge_bonus: "Discharge bonus",
      strike_penalty: "Weakened strike",
      life_penalty: "Lowered life",
      damage_reduction: "Damage reduction",
      discharge: "Discharge",
      shot: "Shot",
      throw: "Throw",
      heal: "Healing",
      block_strikes: "Blocking of strikes",
      unanswerable_strike: "Unanswerable strike",
      first_strike_this_turn_unanswerable: "Unanswerable first strike",
      ranged_bonus: "Ranged attack bonus",
      scavenging: "Scavenging",
      strikes_against_reduced_to: "Strikes on it reduced",
      card_bonus: "The card's own bonus",
      vampirism: "Vampirism",
      clumsy: "Clumsiness",
      extra_lives: "Extra lives",
      stays_open_after_attack: "Stays open after attacking",
      non_magic_attack_protection: "Protection from non-magic attacks",
      cannot_attack: "Cannot attack",
      granted_magic_strike: "A magic strike given",
      non_magic_protection_of: "Protection from non-magic attacks of a value",
    },
    effects: {
      die: "+ to the die",
      strike_value: "+ to the strike",
      heal: "heal",
      wounds: "wounds",
      poison: "poison",
      block_feature: "block the feature on top of the stack",
      block_attack: "block",
      gain: "gain",
      close: "close",
      open: "open",
    },
    prep: {
      preparation: "Preparation",
      phases: { side: "who goes first", deal: "the deal", recruit: "recruitment", place: "placement" },
      firstRoll: "Who goes first: both roll a die",
      roll: (n) => `Roll ${n}`,
      chooses: (who) => `${who} rolled higher and chooses`,
      goesFirst: (who) => `${who} goes first`,
      sideTitle: "go first or second?",
      sideHint: "The first player starts the battle; the second gets one more gold and one more silver crystal.",
      goFirst: "Go first",
      goSecond: "Go second",
      dealTitle: "your 15 cards: keep them or redeal?",
      keep: "Keep this deal",
      redeal: "Redeal (1 gold)",
      recruitTitle: "recruit your squad",
      recruitHint: "Click a card to recruit it, click it again to put it back.",
      done: "Done: this is my squad",
      placeTitle: "place your squad face down",
      placeHint: "Pick a card, then one of the lit cells.",
      placing: (name) => `Placing: ${name}`,
      placeOn: (name, cell) => `Place ${name} on ${cell}`,
      placeToUse: (name) => `Use ${name} after deployment`,
      placeToUseHint: "Once both squads are placed it turns face up, shows you the opponent's front row, and you may rearrange your cards, face down. Your opponent learns of it only then; left unticked, nobody ever knows.",
      rearrangeTitle: "rearrange your cards face down",
      rearrangeHint: "Click a lit card of yours, then one of the lit cells (a card there takes its place; click the card again to pick another); say done when they lie as you want.",
      rearranging: (name) => `Moving: ${name}`,
      rearrangeOn: (name, cell) => `Move ${name} to ${cell}`,
      rearrangeDone: "Done: the cards lie as they are",
      gold: (n) => `${n} gold`,
      silver: (n) => `${n} silver`,
      crystals: "Crystals",
      left: "Left",
      spent: "Spent",
      extraElements: (n) => `Elements beyond the first: ${n} (${n} gold)`,
      flyers: (cost) => `Flyers: ${cost}/15`,
      squadCount: (n) => (n === 1 ? "Squad: 1 card" : `Squad: ${n} cards`),
      deckLeft: (n) => `Deck: ${n}`,
      redeals: (n) => (n === 1 ? "1 redeal" : `${n} redeals`),
      deal: "Deal",
      taken: "in the squad",
      recruit: (name) => `Recruit ${name}`,
      recruitPaying: (name, extra) => `Recruit ${name} paying ${extra} gold more (+${extra} to its strikes, +2 life)`,
      recruitPair: (linnet, with_) => `Show ${linnet} with ${with_}: both for silver (${with_} dies when ${linnet} leaves the battlefield)`,
      seenCards: (names) => `Seen of the opponent's deal: ${names}`,
      infiltrate: (name) => `Show ${name}: see 2 random cards of the opponent's deal; 1 silver less per elite one; she stays in the squad`,
      dismiss: (name) => `Put back ${name}`,
      faceDownCards: (n) => `${n} cards face down`,
      recruited: (n) => `${n} recruited`,
      toPlace: (n) => (n === 1 ? "1 card to place" : `${n} cards to place`),
      yourSquad: "Your squad, to place",
      flyerZone: "Flyer zone",
      noFlyers: "no flyers",
      flyer: "Flyer",
      elite: "elite",
      ordinary: "ordinary",
      unique: "unique",
      cost: "Cost",
      faceDownMark: "face down",
      notPlayed: "Some of its abilities are not played yet: it plays with its numbers and keywords.",
      notLegal: "not a legal deck",
      cards: (n) => `${n} cards`,
    },
    ranged: {
      kinds: { shot: "Shot", throw: "Throw", discharge: "Discharge", magic_strike: "Magic strike", strike_through_row: "Strike through a row", special_strike: "Special strike", finishing_strike: "Finishing strike" },
      attack: "Ability",
      ability: (n) => `ability ${n}`,
      counters: (n) => (n === 1 ? "1 counter" : `${n} counters`),
      someCounters: "spends counters",
      of: "Abilities",
      takeCounter: "Take a counter",
      rollChoice: ["+1 to the die", "−1 to the die", "reroll the die"],
      countersGroup: "Counters",
      markers: { bonfire: "♨ Bonfire", bomb: "✹ Bomb", hunt: "◎ Hunted", web: "✣ Web", strangle: "⊗ Strangling", storm: "☈ Storm", lantern: "☼ Lantern light", gate: "⛩ Gate", runes: "❀ Runes", prey: "⚑ Prey", tremor: "≋ Tremor" },
      onIt: (n) => (n === 1 ? "1 counter on it" : `${n} counters on it`),
      stunned: (n) => (n === 1 ? "Stunned: stays closed at its next turn" : `Stunned: stays closed at its next ${n} turns`),
      selected: "Selected",
      hint: "Green cells: where it can go. Red frame: whom it can strike; dashed: a ranged attack.",
      attackWith: (target) => `Attack ${target} with`,
      strike: "Strike",
      cancel: "Cancel",
    },
    elements: { steppe: "Steppes", mountains: "Mountains", forest: "Forests", swamp: "Swamps", dark: "Darkness", neutral: "Neutral" },
    log: {
      vs: "vs",
      strike: (strength, value) => `${strength} strike\u00a0${value}`,
      wounds: (n) => (n === 1 ? "1\u00a0wound" : `${n}\u00a0wounds`),
      noStrikes: "no strike",
      blockedBy: "blocked by",
      blocked: "blocked",
      dies: (name) => `${name} dies`,
      ranged: (kind, value) => `${kind}\u00a0${value}`,
    },
  },
  ru: {
    squad: "Отряд",
    turn: "Ход",
    active: "ходит",
    attack: "Атака",
    priority: "Приоритет",
    stack: "Стек",
    emptyStack: "пуст",
    dice: "Кубики",
    strikes: "Удары",
    attacker: "нападающий",
    defender: "защищающийся",
    none: "нет",
    closed: "закрыт",
    dead: "погиб",
    fallen: "Павшие",
    exiled: "Изгнаны",
    featuresLost: "без особенностей",
    poison: "яд",
    wounds: "раны",
    life: "жизнь",
    main: "основная фаза",
    priorityIn: "приоритет",
    exchange: "обмен",
    move: "Переместить",
    creature: "Существо",
    readCard: "прочитать карту",
    strike: "Удар",
    endTurn: "Закончить ход (пас)",
    pass: "Пас",
    reroll: "Переброс",
    redirect: "Перенаправить атаку на",
    defend: "Защищать:",
    blockWith: "Заблокировать:",
    faceDown: "Существо рубашкой вверх",
    movement: "Движение",
    inspireWith: "Воодушевить, закрыв",
    valhalla: "Вальхалла: существо, на которое она действует",
    incarnate: "Инкарнация: клетка, на которую карта возвращается",
    cellWord: "Клетка",
    useFeature: "Применить особенность:",
    notNow: "Сейчас нельзя",
    asRolled: "Оба удара как выпали",
    lower: "Ослабить свой удар, отменить чужой",
    triggerAsks: "сработала способность",
    triggerOf: "Способность",
    grantedAction: "закрыться: магический удар величиной с его удар +1 (данный)",
    declineTrigger: "Не применять",
    revealedCard: "Карта, открытая пророчеством",
    putOnTop: "на верх колоды",
    putAtBottom: "в низ колоды",
    effectClose: "Закрыться",
    effectWounds: "Получить раны",
    effectPush: "Сдвинуться на клетку",
    keepDieOf: "Два кубика: оставить один",
    keepDie: "Оставить",
    chooseNumber: "Число",
    chooseCell: "Выбрать эту клетку",
    showCard: "Показать из колоды:",
    effectOption: (n) => `Вариант ${n} с карты`,
    targetsAsk: "следующее существо действия",
    noMoreTargets: "Хватит: применить к выбранным",
    wins: "побеждает",
    draw: "Ничья",
    over: "Игра окончена",
    movesOf: "Перемещения",
    strikesOf: "Удары",
    other: "Прочее",
    gameKind: "Игра",
    boardName: "Поле",
    wholeGame: "Полная игра (колоды)",
    skirmish: "Стычка (готовые отряды)",
    deck: "Колода",
    readyDecks: "Готовые колоды",
    savedDecks: "Сохранённые колоды",
    steps: {
      preliminary: "Предварительный этап",
      die_roll: "Бросок кубиков",
      calculation: "Расчёт",
      blocking: "Блокирование",
      effect_modification: "Изменение эффектов",
      application: "Применение",
    },
    strengths: { weak: "слабый", medium: "средний", strong: "сильный" },
    features: {
      attack: "Атака",
      roll: "Бросок кубика",
      marked: "Метка",
      armour: "Броня",
      luck: "Удача",
      attack_experience: "Опыт в атаке",
      defence_experience: "Опыт в защите",
      directed_strike: "Направленный удар",
      strike_protection: "Защита от ударов",
      stone_skin: "Каменная кожа",
      battle_cry: "Боевой клич",
      poison: "Яд",
      regeneration: "Регенерация",
      redirect: "Перенаправление",
      block: "Блок",
      onslaught: "Натиск",
      inspire: "Воодушевление",
      bloodthirst: "Кровожадность",
      magic_strike: "Магический удар",
      steadfast: "Стойкость",
      ambush: "Засада",
      first_strike: "Первый удар",
      shot_protection: "Защита от выстрелов",
      throw_protection: "Защита от метания",
      poison_protection: "Защита от отравления",
      flyer_protection: "Защита от летающих",
      magic_protection: "Защита от магии",
      spell_protection: "Защита от заклинаний",
      discharge_protection: "Защита от разрядов",
      rule: "Собственная особенность",
      strike_bonus: "Усиление удара",
      shot_bonus: "Усиление выстрела",
      movement_bonus: "Прибавка к движению",
      discharge_range_bonus: "Дальность разряда",
      discharge_bonus: "Усиление разряда",
      strike_penalty: "Ослабление удара",
      life_penalty: "Снижение жизни",
      damage_reduction: "Снижение урона",
      discharge: "Разряд",
      shot: "Выстрел",
      throw: "Метание",
      heal: "Лечение",
      block_strikes: "Отмена ударов",
      unanswerable_strike: "Безответный удар",
      first_strike_this_turn_unanswerable: "Безответный первый удар",
      ranged_bonus: "Усиление дальней атаки",
      scavenging: "Трупоедство",
      strikes_against_reduced_to: "Ослабление ударов по нему",
      card_bonus: "Прибавка по карте",
      vampirism: "Вампиризм",
      clumsy: "Неуклюжесть",
      extra_lives: "Дополнительные жизни",
      stays_open_after_attack: "Не закрывается при атаке",
      non_magic_attack_protection: "Защита от немагических атак",
      cannot_attack: "Не может атаковать",
      granted_magic_strike: "Данный магический удар",
      non_magic_protection_of: "Защита от немагических атак величины",
    },
    effects: {
      die: "+ к кубику",
      strike_value: "+ к удару",
      heal: "излечить",
      wounds: "раны",
      poison: "яд",
      block_feature: "заблокировать особенность, верхнюю в стеке",
      block_attack: "заблокировать",
      gain: "получить",
      close: "закрыть",
      open: "открыть",
    },
    prep: {
      preparation: "Подготовка",
      phases: { side: "кто ходит первым", deal: "раздача", recruit: "найм", place: "расстановка" },
      firstRoll: "Кто ходит первым: оба бросают кубик",
      roll: (n) => `Бросок ${n}`,
      chooses: (who) => `${who}: бросок выше, выбор за ним`,
      goesFirst: (who) => `${who} ходит первым`,
      sideTitle: "ходить первым или вторым?",
      sideHint: "Первый игрок начинает бой; второй получает на один золотой и на один серебряный кристалл больше.",
      goFirst: "Ходить первым",
      goSecond: "Ходить вторым",
      dealTitle: "ваши 15 карт: оставить или пересдать?",
      keep: "Оставить раздачу",
      redeal: "Пересдать (1 золотой)",
      recruitTitle: "наберите отряд",
      recruitHint: "Нажмите на карту, чтобы нанять её; ещё раз — чтобы вернуть.",
      done: "Готово: это мой отряд",
      placeTitle: "расставьте отряд рубашкой вверх",
      placeHint: "Выберите карту, затем одну из подсвеченных клеток.",
      placing: (name) => `Ставим: ${name}`,
      placeOn: (name, cell) => `Поставить ${name} на ${cell}`,
      placeToUse: (name) => `Применить ${name} после расстановки`,
      placeToUseHint: "Когда оба отряда выставлены, карта откроется, покажет вам первый ряд противника, и вы сможете переставить свои карты, не открывая их. Противник узнает об этом только тогда; без отметки никто никогда не узнает.",
      rearrangeTitle: "переставьте свои карты рубашкой вверх",
      rearrangeHint: "Нажмите на свою подсвеченную карту, затем на одну из подсвеченных клеток (карта с неё займёт её место; нажмите на карту ещё раз, чтобы выбрать другую); когда карты лежат как нужно — «Готово».",
      rearranging: (name) => `Переставляем: ${name}`,
      rearrangeOn: (name, cell) => `Переставить ${name} на ${cell}`,
      rearrangeDone: "Готово: карты лежат как есть",
      gold: (n) => `${n} ${ru(n, "золотой", "золотых", "золотых")}`,
      silver: (n) => `${n} ${ru(n, "серебряный", "серебряных", "серебряных")}`,
      crystals: "Кристаллы",
      left: "Осталось",
      spent: "Потрачено",
      extraElements: (n) => `Стихий сверх первой: ${n} (${n} ${ru(n, "золотой", "золотых", "золотых")})`,
      flyers: (cost) => `Летающие: ${cost}/15`,
      squadCount: (n) => `Отряд: ${n} ${ru(n, "карта", "карты", "карт")}`,
      deckLeft: (n) => `Колода: ${n}`,
      redeals: (n) => `${n} ${ru(n, "пересдача", "пересдачи", "пересдач")}`,
      deal: "Раздача",
      taken: "в отряде",
      recruit: (name) => `Нанять: ${name}`,
      recruitPaying: (name, extra) => `Нанять: ${name}, доплатив ${extra} золота (+${extra} к ударам, +2 к здоровью)`,
      recruitPair: (linnet, with_) => `Показать: ${linnet} и ${with_} — обе за серебро (${with_} погибнет, когда ${linnet} покинет поле боя)`,
      seenCards: (names) => `Увидено в раздаче противника: ${names}`,
      infiltrate: (name) => `Показать: ${name} — посмотреть 2 случайные карты раздачи противника; на 1 серебро дешевле за каждую элитную; она остаётся в отряде`,
      dismiss: (name) => `Вернуть: ${name}`,
      faceDownCards: (n) => `${n} ${ru(n, "карта", "карты", "карт")} рубашкой вверх`,
      recruited: (n) => `нанято: ${n}`,
      toPlace: (n) => `осталось расставить: ${n}`,
      yourSquad: "Ваш отряд: расставьте",
      flyerZone: "Зона полёта",
      noFlyers: "нет летающих",
      flyer: "Летающее",
      elite: "элитная",
      ordinary: "рядовая",
      unique: "уникальная",
      cost: "Стоимость",
      faceDownMark: "рубашкой вверх",
      notPlayed: "Часть её способностей пока не разыгрывается: она играет своими числами и ключевыми словами.",
      notLegal: "колода не по правилам",
      cards: (n) => `${n} ${ru(n, "карта", "карты", "карт")}`,
    },
    ranged: {
      kinds: { shot: "Выстрел", throw: "Метание", discharge: "Разряд", magic_strike: "Магический удар", strike_through_row: "Удар через ряд", special_strike: "Особый удар", finishing_strike: "Добивание" },
      attack: "Способность",
      ability: (n) => `способность ${n}`,
      counters: (n) => `${n} ${ru(n, "фишка", "фишки", "фишек")}`,
      someCounters: "тратит фишки",
      of: "Способности",
      takeCounter: "Взять фишку",
      rollChoice: ["+1 к кубику", "−1 к кубику", "перебросить кубик"],
      countersGroup: "Фишки",
      markers: { bonfire: "♨ Костёр", bomb: "✹ Бомба", hunt: "◎ Охота", web: "✣ Паутина", strangle: "⊗ Удушение", storm: "☈ Буря", lantern: "☼ Свет фонаря", gate: "⛩ Врата", runes: "❀ Руны", prey: "⚑ Добыча", tremor: "≋ Дрожь" },
      onIt: (n) => `Фишек на нём: ${n}`,
      stunned: (n) => `Оглушено: не откроется ходов — ${n}`,
      selected: "Выбрано",
      hint: "Зелёные клетки — куда оно может пойти. Красная рамка — кого оно может ударить; пунктир — дальняя атака.",
      attackWith: (target) => `Атаковать ${target}:`,
      strike: "Удар",
      cancel: "Отмена",
    },
    elements: { steppe: "Степи", mountains: "Горы", forest: "Леса", swamp: "Болота", dark: "Тьма", neutral: "Нейтральная" },
    log: {
      vs: "против",
      strike: (strength, value) => `${strength} удар\u00a0${value}`,
      wounds: (n) => `${n}\u00a0${RU_WOUNDS[new Intl.PluralRules("ru").select(n)] ?? "ран"}`,
      noStrikes: "нет удара",
      blockedBy: "заблокирована:",
      blocked: "заблокирован",
      dies: (name) => `${name} погибает`,
      ranged: (kind, value) => `${kind}\u00a0${value}`,
    },
  },
};

/** The words of `lang` for the page's `data-i18n` labels (the nested tables left out). */
export function labels(lang: BerserkLang): Record<string, string> {
  const { steps: _s, strengths: _t, features: _f, effects: _e, log: _l, prep: _p, elements: _m, ranged: _r, effectOption: _o, ...flat } = STRINGS[lang];
  return flat;
}
