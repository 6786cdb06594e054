// Eredan's words on the board and in the decision panel, one object per language.
export type EredanLang = "en" | "fr";

export type EredanStrings = {
  pv: string;
  att: string;
  def: string;
  dead: string;
  tapped: string;
  score: string;
  discard: string;
  hand: string;
  cards: string;
  active: string;
  played: string;
  /** Card types and subtypes, for the type line of a card face. */
  types: Record<string, string>;
  /** The mark of a card whose numbers are the project's own (data `illustrative`), and what it means. */
  illustrativeMark: string;
  illustrative: string;
  /** The hand as card faces: its label, how to play a card from it, and a card played on the fighter. */
  yourHand: string;
  howToPlay: string;
  playOn: string;
  orFromList: string;
  deck: string;
  /** A seat's choice of deck: the engine's ready decks, the deck builder's saved ones, one it finds illegal, a deck's size ("{n}"), the link to the builder. */
  readyDecks: string;
  savedDecks: string;
  notLegal: string;
  deckSize: string;
  buildDeck: string;
  chooseFighters: string;
  yourFighter: string;
  opponent: string;
  fight: string;
  playCards: string;
  chained: string;
  noChain: string;
  nothing: string;
  play: string;
  discardTitle: string;
  mustDiscard: string;
  mayDiscard: string;
  confirm: string;
  wins: string;
  draw: string;
  scores: string;
  /** The words of a turn's one-line summary in the log. */
  log: {
    turn: string;
    vs: string;
    clash: string;
    /** "Kael deals 3" in the clash. */
    deals(name: string, amount: number): string;
    pvLost: string;
    dies(name: string): string;
  };
};

export const STRINGS: Record<EredanLang, EredanStrings> = {
  en: {
    pv: "PV",
    att: "ATT",
    def: "DEF",
    dead: "dead",
    tapped: "tapped",
    score: "score",
    discard: "discard",
    hand: "hand",
    cards: "cards",
    active: "active",
    played: "Played cards",
    types: { character: "Character", objet: "Item", sort: "Spell", theurgie: "Theurgy", action: "Action", weapon: "Weapon", armor: "Armour", amulet: "Amulet", banner: "Banner", familiar: "Familiar", potion: "Potion" },
    illustrativeMark: "◇",
    illustrative: "◇ Illustrative numbers: ours, not the real card's.",
    yourHand: "Hand of",
    howToPlay: "Choose a card of your hand, then your fighter (highlighted) — or drag the card onto your fighter.",
    playOn: "on",
    orFromList: "Or from the list",
    deck: "Deck",
    readyDecks: "Ready decks",
    savedDecks: "Saved decks",
    notLegal: "not a legal deck",
    deckSize: "{n} cards",
    buildDeck: "Build a deck",
    chooseFighters: "Choose your fighter, then the opponent to fight",
    yourFighter: "Your fighter",
    opponent: "Opponent",
    fight: "Fight",
    playCards: "Play up to two cards for",
    chained: "Chained card (Enchaînement)",
    noChain: "This card grants no Enchaînement here.",
    nothing: "Play nothing",
    play: "Play",
    discardTitle: "Discard phase: choose cards to discard",
    mustDiscard: "You must discard at least",
    mayDiscard: "Optional: discard any cards you do not want, or none, then confirm.",
    confirm: "Confirm",
    wins: "wins",
    draw: "Draw",
    scores: "Scores",
    log: {
      turn: "Turn",
      vs: "vs",
      clash: "clash",
      deals: (name, amount) => `${name} deals ${amount}`,
      pvLost: "PV lost",
      dies: (name) => `${name} dies`,
    },
  },
  fr: {
    pv: "PV",
    att: "ATT",
    def: "DEF",
    dead: "mort",
    tapped: "incliné",
    score: "score",
    discard: "défausse",
    hand: "main",
    cards: "cartes",
    active: "actif",
    played: "Cartes jouées",
    types: { character: "Personnage", objet: "Objet", sort: "Sort", theurgie: "Théurgie", action: "Action", weapon: "Arme", armor: "Armure", amulet: "Amulette", banner: "Bannière", familiar: "Familier", potion: "Potion" },
    illustrativeMark: "◇",
    illustrative: "◇ Valeurs indicatives : les nôtres, pas celles de la vraie carte.",
    yourHand: "Main de",
    howToPlay: "Choisissez une carte de votre main, puis votre combattant (en surbrillance) — ou faites glisser la carte sur votre combattant.",
    playOn: "sur",
    orFromList: "Ou dans la liste",
    deck: "Deck",
    readyDecks: "Decks prêts",
    savedDecks: "Decks enregistrés",
    notLegal: "deck non valide",
    deckSize: "{n} cartes",
    buildDeck: "Construire un deck",
    chooseFighters: "Choisissez votre combattant, puis l'adversaire",
    yourFighter: "Votre combattant",
    opponent: "Adversaire",
    fight: "Combattre",
    playCards: "Jouez jusqu'à deux cartes pour",
    chained: "Carte enchaînée (Enchaînement)",
    noChain: "Cette carte ne donne pas d'Enchaînement ici.",
    nothing: "Ne rien jouer",
    play: "Jouer",
    discardTitle: "Phase de défausse : choisissez les cartes à défausser",
    mustDiscard: "Vous devez défausser au moins",
    mayDiscard: "Facultatif : défaussez les cartes dont vous ne voulez pas, ou aucune, puis confirmez.",
    confirm: "Valider",
    wins: "gagne",
    draw: "Match nul",
    scores: "Scores",
    log: {
      turn: "Tour",
      vs: "contre",
      clash: "affrontement",
      deals: (name, amount) => `${name} inflige ${amount}`,
      pvLost: "PV perdus",
      dies: (name) => `${name} meurt`,
    },
  },
};
