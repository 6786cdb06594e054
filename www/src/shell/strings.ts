// The shell's own words (the engine narrates the events; each ruleset module has its words and
// rule explanations): one object per language, each of type `ShellStrings`, so that a missing
// word fails the build.
import type { Lang } from "arbiter-engine";

export type { Lang };

export type ShellStrings = {
  language: string;
  newGame: string;
  vsComputer: string;
  hotSeat: string;
  player: string;
  you: string;
  computer: string;
  human: string;
  seat: string;
  thinking: string;
  /** Before another person's name, online: their decision is awaited. */
  waitingFor: string;
  resolving: string;
  handOver: string;
  ready: string;
  secret: string;
  difficulty: string;
  easy: string;
  medium: string;
  hard: string;
  resumed: string;
  saveError: string;
  playPause: string;
  back: string;
  forward: string;
  speed: string;
  skipToEnd: string;
  fastForward: string;
  connectionLost: string;
  connectionBack: string;
  stopEveryWindow: string;
  abandon: string;
  abandonYes: string;
  abandonNo: string;
  /** A seat gives the game up (a button, then its confirmation: `resignAsk`, `resignYes`, `abandonNo`). */
  resign: string;
  resignAsk: string;
  resignYes: string;
  /** Draw offers: the button, what the other seat is asked (`{who}` offers), its answers, and what each side is told. */
  offerDraw: string;
  drawOffered: string;
  acceptDraw: string;
  declineDraw: string;
  drawSent: string;
  drawDeclined: string;
  log: string;
  /** The explainer's list of the cards its scenario shows, each as its face. */
  scenarioCards: string;
  /** The top bar's button and title of the settings dialog (setup, speed, new game). */
  settings: string;
  /** The label of the choice between the computer and hot-seat. */
  mode: string;
  /** The turn banner: a person at this screen decides; `turnOf` (with `{who}`) in hot-seat. */
  yourTurn: string;
  turnOf: string;
  gameOver: string;
  /** The decision panel's name (its bottom sheet on a phone). */
  decision: string;
  rule: string;
  close: string;
  errorTitle: string;
  noScenario: string;
  /** After the scenario's address: what went wrong fetching it. */
  notFound: string;
  httpStatus: string;
  corsBlocked: string;
  unreachable: string;
  notJson: string;
  damagedLink: string;
  ruleTitle: string;
  noExplanation: string;
  /** A die's text alternative: "rolled 4". */
  rolled: string;
};

export const SHELL: Record<Lang, ShellStrings> = {
  en: {
    language: "Language",
    newGame: "New game",
    vsComputer: "Against the computer",
    hotSeat: "Two players, one screen",
    player: "Player",
    you: "You",
    computer: "Computer",
    human: "Human",
    seat: "Seat",
    thinking: "The computer is choosing…",
    waitingFor: "Waiting for",
    resolving: "Resolving…",
    handOver: "Pass the device to",
    ready: "I am",
    secret: "The others must not look: this choice is secret.",
    difficulty: "Computer",
    easy: "easy",
    medium: "medium (greedy)",
    hard: "hard (search)",
    resumed: "Game resumed",
    saveError: "The saved game cannot be resumed",
    playPause: "Play / pause",
    back: "Step back",
    forward: "Step forward",
    speed: "Speed",
    skipToEnd: "Skip to the end",
    fastForward: "Fast-forward the resolutions",
    connectionLost: "The connection dropped: reconnecting…",
    connectionBack: "Connected again",
    stopEveryWindow: "Stop at every window (even with nothing to do)",
    abandon: "Abandon the game in progress?",
    abandonYes: "Start a new game",
    abandonNo: "Keep playing",
    resign: "Resign",
    resignAsk: "Resign this game? The other side wins.",
    resignYes: "Resign",
    offerDraw: "Offer a draw",
    drawOffered: "{who} offers a draw.",
    acceptDraw: "Accept the draw",
    declineDraw: "Decline",
    drawSent: "Draw offered: waiting for the answer.",
    drawDeclined: "{who} declined the draw.",
    log: "Resolution",
    scenarioCards: "The cards of this scenario",
    settings: "Settings",
    mode: "Mode",
    yourTurn: "Your turn",
    turnOf: "{who}'s turn",
    gameOver: "Game over",
    decision: "Decision",
    rule: "Rule",
    close: "Close",
    errorTitle: "This scenario cannot be shown",
    noScenario: "No scenario to show: give the explainer a src, or put the scenario inside it in a <script type=\"application/json\">.",
    notFound: "was not found (HTTP 404): check the address.",
    httpStatus: "could not be fetched: its server answered HTTP",
    corsBlocked: "could not be fetched: its site does not let other sites read it (CORS: it must send the header Access-Control-Allow-Origin).",
    unreachable: "could not be fetched: its site cannot be reached.",
    notJson: "is not a scenario (JSON): it begins with",
    damagedLink: "The scenario in this link (s=) is damaged: copy the link again from where it was shared.",
    ruleTitle: "Rule",
    noExplanation: "This rule has no explanation yet.",
    rolled: "rolled",
  },
  fr: {
    language: "Langue",
    newGame: "Nouvelle partie",
    vsComputer: "Contre l'ordinateur",
    hotSeat: "Deux joueurs, un écran",
    player: "Joueur",
    you: "Vous",
    computer: "Ordinateur",
    human: "Humain",
    seat: "Place",
    thinking: "L'ordinateur choisit…",
    waitingFor: "En attente de",
    resolving: "Résolution…",
    handOver: "Passez l'appareil à",
    ready: "Je suis",
    secret: "Les autres ne doivent pas regarder : ce choix est secret.",
    difficulty: "Ordinateur",
    easy: "facile",
    medium: "moyen (glouton)",
    hard: "difficile (recherche)",
    resumed: "Partie reprise",
    saveError: "La partie enregistrée ne peut pas être reprise",
    playPause: "Lecture / pause",
    back: "Reculer",
    forward: "Avancer",
    speed: "Vitesse",
    skipToEnd: "Aller à la fin",
    fastForward: "Accélérer les résolutions",
    connectionLost: "La connexion est coupée : reconnexion…",
    connectionBack: "Connexion rétablie",
    stopEveryWindow: "S'arrêter à chaque fenêtre (même sans rien à faire)",
    abandon: "Abandonner la partie en cours ?",
    abandonYes: "Nouvelle partie",
    abandonNo: "Continuer la partie",
    resign: "Abandonner",
    resignAsk: "Abandonner cette partie ? L'adversaire la gagne.",
    resignYes: "Abandonner",
    offerDraw: "Proposer la nulle",
    drawOffered: "{who} propose la nulle.",
    acceptDraw: "Accepter la nulle",
    declineDraw: "Refuser",
    drawSent: "Nulle proposée : en attente de la réponse.",
    drawDeclined: "{who} a refusé la nulle.",
    log: "Résolution",
    scenarioCards: "Les cartes de ce scénario",
    settings: "Réglages",
    mode: "Mode",
    yourTurn: "À vous de jouer",
    turnOf: "Au tour de {who}",
    gameOver: "Partie terminée",
    decision: "Décision",
    rule: "Règle",
    close: "Fermer",
    errorTitle: "Ce scénario ne peut pas être affiché",
    noScenario: "Aucun scénario à montrer : donnez à l'explicateur un src, ou mettez le scénario dedans dans un <script type=\"application/json\">.",
    notFound: "est introuvable (HTTP 404) : vérifiez l'adresse.",
    httpStatus: "n'a pas pu être téléchargé : son serveur a répondu HTTP",
    corsBlocked: "n'a pas pu être téléchargé : son site ne permet pas aux autres sites de le lire (CORS : il doit envoyer l'en-tête Access-Control-Allow-Origin).",
    unreachable: "n'a pas pu être téléchargé : son site est injoignable.",
    notJson: "n'est pas un scénario (JSON) : il commence par",
    damagedLink: "Le scénario de ce lien (s=) est abîmé : copiez de nouveau le lien là où il a été partagé.",
    ruleTitle: "Règle",
    noExplanation: "Cette règle n'a pas encore d'explication.",
    rolled: "a fait",
  },
  ru: {
    language: "Язык",
    newGame: "Новая игра",
    vsComputer: "Против компьютера",
    hotSeat: "Два игрока, один экран",
    player: "Игрок",
    you: "Вы",
    computer: "Компьютер",
    human: "Человек",
    seat: "Место",
    thinking: "Компьютер выбирает…",
    waitingFor: "Ожидаем:",
    resolving: "Розыгрыш…",
    handOver: "Передайте устройство:",
    ready: "Я —",
    secret: "Остальные не должны смотреть: этот выбор тайный.",
    difficulty: "Компьютер",
    easy: "лёгкий",
    medium: "средний (жадный)",
    hard: "сложный (поиск)",
    resumed: "Игра продолжена",
    saveError: "Сохранённую игру нельзя продолжить",
    playPause: "Пуск / пауза",
    back: "Шаг назад",
    forward: "Шаг вперёд",
    speed: "Скорость",
    skipToEnd: "В конец",
    fastForward: "Перематывать розыгрыши",
    connectionLost: "Соединение потеряно: переподключение…",
    connectionBack: "Соединение восстановлено",
    stopEveryWindow: "Останавливаться в каждом окне (даже когда делать нечего)",
    abandon: "Бросить текущую игру?",
    abandonYes: "Начать новую игру",
    abandonNo: "Продолжить игру",
    resign: "Сдаться",
    resignAsk: "Сдать эту партию? Победа достанется сопернику.",
    resignYes: "Сдаться",
    offerDraw: "Предложить ничью",
    drawOffered: "{who} предлагает ничью.",
    acceptDraw: "Принять ничью",
    declineDraw: "Отклонить",
    drawSent: "Ничья предложена: ждём ответа.",
    drawDeclined: "{who} отклоняет ничью.",
    log: "Ход событий",
    scenarioCards: "Карты этого сценария",
    settings: "Настройки",
    mode: "Режим",
    yourTurn: "Ваш ход",
    turnOf: "Ход: {who}",
    gameOver: "Игра окончена",
    decision: "Решение",
    rule: "Правило",
    close: "Закрыть",
    errorTitle: "Этот сценарий нельзя показать",
    noScenario: "Нет сценария: укажите src или поместите сценарий внутрь в <script type=\"application/json\">.",
    notFound: "не найден (HTTP 404): проверьте адрес.",
    httpStatus: "не удалось загрузить: сервер ответил HTTP",
    corsBlocked: "не удалось загрузить: его сайт не разрешает другим сайтам читать его (CORS: нужен заголовок Access-Control-Allow-Origin).",
    unreachable: "не удалось загрузить: сайт недоступен.",
    notJson: "не сценарий (JSON): он начинается с",
    damagedLink: "Сценарий в этой ссылке (s=) повреждён: скопируйте ссылку ещё раз оттуда, где ею поделились.",
    ruleTitle: "Правило",
    noExplanation: "У этого правила пока нет объяснения.",
    rolled: "выпало",
  },
  it: {
    language: "Lingua",
    newGame: "Nuova partita",
    vsComputer: "Contro il computer",
    hotSeat: "Due giocatori, uno schermo",
    player: "Giocatore",
    you: "Tu",
    computer: "Computer",
    human: "Umano",
    seat: "Posto",
    thinking: "Il computer sceglie…",
    waitingFor: "In attesa di",
    resolving: "Risoluzione…",
    handOver: "Passa il dispositivo a",
    ready: "Sono",
    secret: "Gli altri non devono guardare: questa scelta è segreta.",
    difficulty: "Computer",
    easy: "facile",
    medium: "medio (avido)",
    hard: "difficile (ricerca)",
    resumed: "Partita ripresa",
    saveError: "La partita salvata non può essere ripresa",
    playPause: "Avvia / pausa",
    back: "Indietro",
    forward: "Avanti",
    speed: "Velocità",
    skipToEnd: "Vai alla fine",
    fastForward: "Avanti veloce sulle risoluzioni",
    connectionLost: "Connessione persa: riconnessione…",
    connectionBack: "Di nuovo connesso",
    stopEveryWindow: "Fermati a ogni finestra (anche senza nulla da fare)",
    abandon: "Abbandonare la partita in corso?",
    abandonYes: "Nuova partita",
    abandonNo: "Continua a giocare",
    resign: "Abbandona",
    resignAsk: "Abbandonare questa partita? Vince l'avversario.",
    resignYes: "Abbandona",
    offerDraw: "Proponi la patta",
    drawOffered: "{who} propone la patta.",
    acceptDraw: "Accetta la patta",
    declineDraw: "Rifiuta",
    drawSent: "Patta proposta: in attesa della risposta.",
    drawDeclined: "{who} ha rifiutato la patta.",
    log: "Svolgimento",
    scenarioCards: "Le carte di questo scenario",
    settings: "Impostazioni",
    mode: "Modalità",
    yourTurn: "Tocca a te",
    turnOf: "Tocca a {who}",
    gameOver: "Partita finita",
    decision: "Decisione",
    rule: "Regola",
    close: "Chiudi",
    errorTitle: "Questo scenario non può essere mostrato",
    noScenario: "Nessuno scenario da mostrare: dai all'explainer un src, o metti lo scenario al suo interno in un <script type=\"application/json\">.",
    notFound: "non è stato trovato (HTTP 404): controlla l'indirizzo.",
    httpStatus: "non è stato scaricato: il suo server ha risposto HTTP",
    corsBlocked: "non è stato scaricato: il suo sito non permette ad altri siti di leggerlo (CORS: deve inviare l'intestazione Access-Control-Allow-Origin).",
    unreachable: "non è stato scaricato: il suo sito non è raggiungibile.",
    notJson: "non è uno scenario (JSON): comincia con",
    damagedLink: "Lo scenario di questo link (s=) è danneggiato: copia di nuovo il link da dove è stato condiviso.",
    ruleTitle: "Regola",
    noExplanation: "Questa regola non ha ancora una spiegazione.",
    rolled: "uscito",
  },
};

/** A rule's title and explanation in one language. */
export type RuleText = { title: string; text: string };

/** A ruleset's rule explanations: for each rule id, its text in each of the ruleset's languages. */
export type RuleTexts<L extends Lang> = Record<string, Record<L, RuleText>>;

/**
 * The explanation of rule `id` in `lang`: an id not listed falls back to its section (an
 * unknown "E-RES-9" explains "E-RES"); failing that, a title naming the id and a short note.
 */
export function explainRule<L extends Lang>(rules: RuleTexts<L>, id: string, lang: L): RuleText {
  let key = id;
  while (!Object.prototype.hasOwnProperty.call(rules, key) && /-\d+$/.test(key)) key = key.replace(/-\d+$/, "");
  if (Object.prototype.hasOwnProperty.call(rules, key)) return rules[key][lang];
  return { title: `${SHELL[lang].ruleTitle} ${id}`, text: SHELL[lang].noExplanation };
}

/** The words of the end screen (a game page's end of the game) and of the replay viewer (replay.html). */
export type EndStrings = {
  scores: string;
  /** The heading of the engine's narration of the last events. */
  howItEnded: string;
  /** Before the rule id that ended the game. */
  endedBy: string;
  rematch: string;
  share: string;
  /** Said when the link is on the clipboard. */
  copied: string;
  /** Said when the clipboard refused the link. */
  copyFailed: string;
  openReplay: string;
  /** What the replay viewer's page is called. */
  replayTitle: string;
  /** The heading (for screen readers) of the board, in the replay viewer and the explainer. */
  board: string;
  first: string;
  last: string;
  /** "Step 3 of 120" (`{n}` and `{of}`). */
  stepOf: string;
  badLinkTitle: string;
  /** The link holds no game (`#log=` missing). */
  noLog: string;
  /** The link's `log=` is not compressed base64url. */
  damagedLog: string;
  notJsonLog: string;
  /** Before the engine's error kind and field. */
  errorKind: string;
  errorField: string;
  unknownRuleset: string;
  /** The link to the game page of the replay's ruleset. */
  playThis: string;
  /** How a table ended a game before its rules did (`{who}`: the seat's label). */
  resigned: string;
  abandoned: string;
  drawAgreed: string;
};

export const END: Record<Lang, EndStrings> = {
  en: {
    scores: "Scores",
    howItEnded: "How it ended",
    endedBy: "Ended by rule",
    rematch: "Rematch",
    share: "Share this game",
    copied: "Link copied to the clipboard.",
    copyFailed: "The clipboard refused the link: copy it from below.",
    openReplay: "Replay of this game",
    replayTitle: "Replay",
    board: "Board",
    first: "First step",
    last: "Last step",
    stepOf: "Step {n} of {of}",
    badLinkTitle: "This replay link cannot be opened",
    noLog: "This link holds no game: it needs #log= followed by the game (the end screen's \"Share this game\" writes it).",
    damagedLog: "The game in this link (log=) is damaged: copy the link again from where it was shared.",
    notJsonLog: "The game in this link is not a game log (JSON).",
    errorKind: "Kind",
    errorField: "Field",
    unknownRuleset: "This viewer cannot replay games of this ruleset",
    playThis: "Play this game",
    resigned: "{who} resigned.",
    abandoned: "{who} abandoned the game: their clock ran out on too many decisions in a row.",
    drawAgreed: "The players agreed a draw.",
  },
  fr: {
    scores: "Scores",
    howItEnded: "Comment la partie s'est terminée",
    endedBy: "Terminée par la règle",
    rematch: "Revanche",
    share: "Partager cette partie",
    copied: "Lien copié dans le presse-papiers.",
    copyFailed: "Le presse-papiers a refusé le lien : copiez-le ci-dessous.",
    openReplay: "Revoir cette partie",
    replayTitle: "Revoir une partie",
    board: "Plateau",
    first: "Première étape",
    last: "Dernière étape",
    stepOf: "Étape {n} sur {of}",
    badLinkTitle: "Ce lien de partie ne peut pas être ouvert",
    noLog: "Ce lien ne contient pas de partie : il lui faut #log= suivi de la partie (« Partager cette partie » de l'écran de fin l'écrit).",
    damagedLog: "La partie de ce lien (log=) est abîmée : copiez de nouveau le lien depuis l'endroit où il a été partagé.",
    notJsonLog: "La partie de ce lien n'est pas un journal de partie (JSON).",
    errorKind: "Type",
    errorField: "Champ",
    unknownRuleset: "Cette page ne peut pas rejouer les parties de ce jeu",
    playThis: "Jouer à ce jeu",
    resigned: "{who} a abandonné.",
    abandoned: "{who} a quitté la partie : son temps s'est écoulé sur trop de décisions de suite.",
    drawAgreed: "Les joueurs ont convenu de la nulle.",
  },
  ru: {
    scores: "Очки",
    howItEnded: "Чем закончилась игра",
    endedBy: "Закончена по правилу",
    rematch: "Реванш",
    share: "Поделиться этой игрой",
    copied: "Ссылка скопирована в буфер обмена.",
    copyFailed: "Буфер обмена не принял ссылку: скопируйте её ниже.",
    openReplay: "Повтор этой игры",
    replayTitle: "Повтор игры",
    board: "Поле",
    first: "Первый шаг",
    last: "Последний шаг",
    stepOf: "Шаг {n} из {of}",
    badLinkTitle: "Эту ссылку на повтор нельзя открыть",
    noLog: "В этой ссылке нет игры: нужно #log= и за ним игра (её пишет кнопка «Поделиться этой игрой» в конце игры).",
    damagedLog: "Игра в этой ссылке (log=) повреждена: скопируйте ссылку заново оттуда, где ею поделились.",
    notJsonLog: "Игра в этой ссылке — не журнал игры (JSON).",
    errorKind: "Вид",
    errorField: "Поле",
    unknownRuleset: "Здесь нельзя повторить игры этих правил",
    playThis: "Сыграть в эту игру",
    resigned: "{who} сдаётся.",
    abandoned: "{who} покидает партию: время истекло на слишком многих решениях подряд.",
    drawAgreed: "Игроки согласились на ничью.",
  },
  it: {
    scores: "Punteggi",
    howItEnded: "Come è finita",
    endedBy: "Finita per la regola",
    rematch: "Rivincita",
    share: "Condividi questa partita",
    copied: "Link copiato negli appunti.",
    copyFailed: "Gli appunti hanno rifiutato il link: copialo qui sotto.",
    openReplay: "Rivedi questa partita",
    replayTitle: "Rivedi una partita",
    board: "Tavolo",
    first: "Primo passo",
    last: "Ultimo passo",
    stepOf: "Passo {n} di {of}",
    badLinkTitle: "Questo link di partita non può essere aperto",
    noLog: "Questo link non contiene una partita: serve #log= seguito dalla partita (lo scrive «Condividi questa partita» alla fine).",
    damagedLog: "La partita di questo link (log=) è danneggiata: copia di nuovo il link da dove è stato condiviso.",
    notJsonLog: "La partita di questo link non è un registro di partita (JSON).",
    errorKind: "Tipo",
    errorField: "Campo",
    unknownRuleset: "Questa pagina non può rivedere partite di questo gioco",
    playThis: "Gioca a questo gioco",
    resigned: "{who} ha abbandonato.",
    abandoned: "{who} ha lasciato la partita: il suo tempo è scaduto su troppe decisioni di fila.",
    drawAgreed: "I giocatori hanno concordato la patta.",
  },
};
