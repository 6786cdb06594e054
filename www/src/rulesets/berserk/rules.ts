// Short explanations of the Berserk rules, keyed by the rule id every event names, in English
// and Russian. The log's rule buttons open these.
import type { RuleTexts } from "../../shell/strings";
import type { BerserkLang } from "./strings";

export const RULES: RuleTexts<BerserkLang> = {
  "B-TURN-1": {
    en: {
      title: "Start of turn",
      text: "The active player's closed creatures open, then start-of-turn features act: poison markers deal their wounds, regeneration heals.",
    },
    ru: {
      title: "Начало хода",
      text: "Закрытые существа активного игрока открываются, затем срабатывают свойства начала хода: яд наносит раны, регенерация лечит.",
    },
  },
  "B-TURN-2": {
    en: {
      title: "Main phase",
      text: "Each open creature of the active player may move up to its movement through free cells and/or take one action, such as a simple strike on an adjacent creature; an action closes it. Passing ends the turn.",
    },
    ru: {
      title: "Основная фаза",
      text: "Каждое открытое существо активного игрока может пройти до своей скорости по свободным клеткам и/или совершить одно действие, например простой удар по соседнему существу; действие закрывает его. Пас заканчивает ход.",
    },
  },
  "B-WIN": {
    en: {
      title: "Victory",
      text: "A player with no creature left loses.",
    },
    ru: {
      title: "Победа",
      text: "Игрок, у которого не осталось существ, проигрывает.",
    },
  },
  "B-STACK-1": {
    en: {
      title: "Priority",
      text: "In each step the active player gets priority first; a player with priority puts an instant action or feature on the stack, or passes, and priority passes again.",
    },
    ru: {
      title: "Приоритет",
      text: "На каждом этапе первым приоритет получает активный игрок; игрок с приоритетом кладёт в стек мгновенное действие или свойство либо пасует, и приоритет переходит дальше.",
    },
  },
  "B-STACK-2": {
    en: {
      title: "The stack",
      text: "When both players pass in succession, the top of the stack resolves: last in, first out. The declared attack lies at the bottom of the stack until the fight is over, and the die roll lies on it during the die-roll step; features used meanwhile lie on top and resolve first.",
    },
    ru: {
      title: "Стек",
      text: "Когда оба игрока пасуют подряд, разыгрывается верх стека: последним вошёл — первым вышел. Объявленная атака лежит на дне стека до конца боя, а бросок кубиков лежит на ней во время этапа броска; свойства, применённые тем временем, ложатся сверху и разыгрываются первыми.",
    },
  },
  "B-STACK-3": {
    en: {
      title: "End of a step",
      text: "A step ends when both players pass with nothing of its own on the stack. Triggered features (on declaration, on attack, on die roll) go on the stack when their event happens.",
    },
    ru: {
      title: "Конец этапа",
      text: "Этап заканчивается, когда оба игрока пасуют, а в стеке нет ничего от этого этапа. Срабатывающие свойства (при объявлении, при атаке, при броске) кладутся в стек, когда наступает их событие.",
    },
  },
  "B-ATK-1": {
    en: {
      title: "Preliminary stage",
      text: "On-declaration features go on the stack; players may redirect the attack, assign a defender (simple strikes only) or block. Then the target is fixed and on-attack features fire.",
    },
    ru: {
      title: "Предварительный этап",
      text: "Свойства «при объявлении» кладутся в стек; можно перенаправить атаку, назначить защитника (только для простых ударов) или заблокировать. Затем цель закрепляется и срабатывают свойства «при атаке».",
    },
  },
  "B-ATK-2": {
    en: {
      title: "Die roll",
      text: "Attacker and defender each roll a d6; rerolls and die modifiers may follow. The strike table then gives the strikes.",
    },
    ru: {
      title: "Бросок кубиков",
      text: "Нападающий и защищающийся бросают по d6; затем возможны перебросы и модификаторы. Таблица ударов даёт удары.",
    },
  },
  "B-ATK-3": {
    en: {
      title: "Calculation",
      text: "Modifiers to the strike's value apply.",
    },
    ru: {
      title: "Расчёт",
      text: "Применяются модификаторы силы удара.",
    },
  },
  "B-ATK-4": {
    en: {
      title: "Blocking",
      text: "Blocks and protections apply, such as protection from simple strikes.",
    },
    ru: {
      title: "Блокирование",
      text: "Применяются блоки и защиты, например защита от простых ударов.",
    },
  },
  "B-ATK-5": {
    en: {
      title: "Effect modification",
      text: "Replacement effects apply first (stone skin turns a strong strike into a medium one), then prevention (armour prevents wounds).",
    },
    ru: {
      title: "Изменение эффектов",
      text: "Сначала замены (каменная кожа делает сильный удар средним), затем предотвращение (броня предотвращает раны).",
    },
  },
  "B-ATK-6": {
    en: {
      title: "Application",
      text: "Wounds and markers are put on the target; death follows at once.",
    },
    ru: {
      title: "Применение",
      text: "Раны и метки кладутся на цель; смерть наступает сразу.",
    },
  },
  "B-TABLE": {
    en: {
      title: "Strike table",
      text: "The difference between the modified rolls gives each side's strike: weak, medium, strong or none, with ties depending on whether both rolls are 4 or less or 5 or more.",
    },
    ru: {
      title: "Таблица ударов",
      text: "Разница между изменёнными бросками даёт удар каждой стороны: слабый, средний, сильный или никакого; при равенстве важно, оба ли броска не больше 4 или не меньше 5.",
    },
  },
  "B-TABLE-1": {
    en: {
      title: "Exchange",
      text: "In an exchange row, the player with the higher roll chooses: both strikes as rolled, or lower their own by one step and cancel the other's.",
    },
    ru: {
      title: "Обмен",
      text: "В строке обмена игрок с большим броском выбирает: оба удара как выпали или ослабить свой на ступень и отменить чужой.",
    },
  },
  "B-TABLE-2": {
    en: {
      title: "Single roll",
      text: "Against a closed creature, or when no counter-strike is allowed, only the attacker rolls: 1–3 weak, 4–5 medium, 6 strong.",
    },
    ru: {
      title: "Один бросок",
      text: "Против закрытого существа или когда ответный удар невозможен, бросает только нападающий: 1–3 слабый, 4–5 средний, 6 сильный.",
    },
  },
  "B-DEATH": {
    en: {
      title: "Death",
      text: "A creature whose wounds reach its life dies at once, as a rule action outside the stack.",
    },
    ru: {
      title: "Смерть",
      text: "Существо, чьи раны достигли его жизни, сразу погибает — это действие правил вне стека.",
    },
  },
  "B-SEE": {
    en: {
      title: "What each player sees",
      text: "The board is open to both players, but a face-down creature is a card back to the other player until it is revealed; its owner knows it. A player's deal, squad and crystals are seen by that player alone.",
    },
    ru: {
      title: "Что видит каждый игрок",
      text: "Поле открыто обоим игрокам, но существо рубашкой вверх другой игрок видит только как рубашку, пока его не откроют; владелец его знает. Раздачу, отряд и кристаллы игрока видит только он сам.",
    },
  },
  "B-GAME": {
    en: {
      title: "The whole game",
      text: "Each player brings a deck. Who goes first is rolled for; each player gets crystals, is dealt 15 cards, recruits a squad from them and places it face down; the squads are revealed and the battle begins.",
    },
    ru: {
      title: "Полная игра",
      text: "У каждого игрока своя колода. Кто ходит первым, решает бросок кубика; каждый получает кристаллы, 15 карт раздачи, нанимает из них отряд и расставляет его рубашкой вверх; затем отряды открываются и начинается бой.",
    },
  },
  "B-GAME-1": {
    en: { title: "The deck", text: "A deck has 30 to 50 printed cards, at most 3 copies of any card." },
    ru: { title: "Колода", text: "В колоде от 30 до 50 карт, не больше 3 копий одной карты." },
  },
  "B-GAME-2": {
    en: { title: "Crystals", text: "Before recruiting, the first player has 24 gold and 22 silver crystals, the second 25 gold and 23 silver. A redeal costs 1 gold." },
    ru: { title: "Кристаллы", text: "Перед наймом у первого игрока 24 золотых и 22 серебряных кристалла, у второго — 25 и 23. Пересдача стоит 1 золотой." },
  },
  "B-GAME-3": {
    en: {
      title: "Recruitment",
      text: "A squad is recruited from the deal: an elite card is paid in gold, an ordinary card in silver, then in gold once the silver runs out. Each element beyond the first costs 1 gold (neutral cards count for none); the flyers cost at most 15 together; a unique card is in a squad once. Cards not taken go back into the deck.",
    },
    ru: {
      title: "Найм",
      text: "Отряд нанимается из раздачи: элитная карта оплачивается золотом, рядовая — серебром, а когда серебро кончится — золотом. Каждая стихия сверх первой стоит 1 золотой (нейтральные не считаются); летающие вместе стоят не больше 15; уникальная карта — одна в отряде. Ненанятые карты возвращаются в колоду.",
    },
  },
  "B-GAME-4": {
    en: { title: "Who goes first", text: "Both players roll a die, again on a tie; the higher roll chooses to go first or second. The first player starts the battle and has fewer crystals." },
    ru: { title: "Кто ходит первым", text: "Оба игрока бросают кубик, при равенстве — снова; у кого больше, тот выбирает, ходить первым или вторым. Первый игрок начинает бой, но получает меньше кристаллов." },
  },
  "B-GAME-5": {
    en: { title: "The deal", text: "Each player is dealt 15 cards from their shuffled deck and may redeal for 1 gold each time. The first player decides first." },
    ru: { title: "Раздача", text: "Каждому игроку сдаются 15 карт из перетасованной колоды; пересдать можно за 1 золотой, сколько угодно раз. Первый игрок решает первым." },
  },
  "B-GAME-6": {
    en: {
      title: "Placement",
      text: "Each player places their squad face down on their own three rows, in a set order of cells: only the cells allowed now light up. The first player places the whole squad, then the second.",
    },
    ru: {
      title: "Расстановка",
      text: "Каждый игрок расставляет отряд рубашкой вверх на своих трёх рядах в установленном порядке клеток: подсвечены только те, что разрешены сейчас. Сначала весь отряд ставит первый игрок, затем второй.",
    },
  },
  "B-GAME-7": {
    en: {
      title: "The reveal",
      text: "Once both squads are placed, the first player's creatures turn face up, and the second player's front and middle rows; the second player's back row turns at the start of their first turn. Then the battle begins.",
    },
    ru: {
      title: "Вскрытие",
      text: "Когда оба отряда расставлены, существа первого игрока открываются, а у второго — передний и средний ряды; задний ряд второго открывается в начале его первого хода. Затем начинается бой.",
    },
  },
  "B-GAME-8": {
    en: {
      title: "Flyers",
      text: "A flyer turned face up takes off to its side's flyer zone, off the board. It does not move and may strike any enemy creature, on the board or flying. Creatures on the board strike flyers only once the flyers' side has nothing but flyers left.",
    },
    ru: {
      title: "Летающие",
      text: "Открытое летающее существо взлетает в зону полёта своей стороны, вне поля. Оно не перемещается и может ударить любое вражеское существо — на поле или в полёте. Существа на поле бьют летающих, только когда у стороны летающих не осталось никого, кроме них.",
    },
  },
  "B-GAME-9": {
    en: {
      title: "Ranged attacks",
      text: "A card's shot, throw, discharge, magic strike, strike through a row (over one cell in a line, not over an enemy) or special strike (on an adjacent enemy) is an action that closes the creature: an attack on an enemy within the card's range (a shot or a throw not on an adjacent one unless the card says so; a flying target is always in reach). It goes through the attack's steps like a simple strike, but nobody defends and there is no counter-strike; a die is rolled only when its value has three numbers. Protection from its kind blocks it; armour prevents the wounds of shots and throws.",
    },
    ru: {
      title: "Дальние атаки",
      text: "Выстрел, метание, разряд, магический удар, удар через ряд (через одну клетку по прямой, не через врага) или особый удар (по соседнему врагу) карты — действие, которое закрывает существо: атака на врага в пределах дальности карты (выстрел и метание — не по соседнему, если карта не говорит иного; летающая цель досягаема всегда). Она проходит этапы атаки, как простой удар, но без защитника и без ответного удара; кубик бросается, только если у величины три числа. Защита от её вида блокирует её; броня предотвращает раны от выстрелов и метания.",
    },
  },
  "B-GAME-10": {
    en: {
      title: "Static abilities",
      text: "A card's ability always in force while its condition holds (formation, the creature opposite, its row or column, the allies and enemies next to it, the struck creature's element...): a bonus to its simple strike, fewer wounds from a kind of attack, a feature it has, a longer reach, a jump or a teleport, striking twice or staying open, scavenging (a kill heals it). Written with a target, it is an aura on its allies beside it, in its formation or in its column.",
    },
    ru: {
      title: "Постоянные способности",
      text: "Способность карты, действующая, пока выполнено её условие (строй, существо напротив, её ряд или колонка, союзники и враги рядом, стихия атакованного...): прибавка к простому удару, меньше ран от вида атаки, свойство, удар дальше, прыжок или телепорт, два удара или без закрытия, трупоедство (убив, она лечится). Способность с целью — аура на союзников рядом, в её строю или в её колонке.",
    },
  },
  "B-GAME-11": {
    en: {
      title: "Counters",
      text: "Counters lie on a creature and are spent by the abilities that cost them. An open creature whose card spends counters may, as its action, close to take one, up to the number its card allows. Some cards start the battle with counters or take one at the start of their turn.",
    },
    ru: {
      title: "Фишки",
      text: "Фишки лежат на существе и тратятся способностями, которые их стоят. Открытое существо, чья карта тратит фишки, может своим действием закрыться и взять фишку — не больше, чем позволяет карта. Некоторые карты начинают бой с фишками или получают фишку в начале своего хода.",
    },
  },
  "B-GAME-12": {
    en: {
      title: "Actions written on cards",
      text: "A card's action that is not an attack (a heal, wounds, a feature until the end of the turn...) is the creature's one action: it pays the cost (it closes, spends counters, uses up a use of the turn or the battle), then the effects act at once on the target the card names. It has no dice and nobody answers it; armour and protections from attacks do not act on its wounds. A stun keeps a creature closed at its owner's next start of turn. An exiled card leaves the graveyard for good, in view of both players: nothing brings it back or reads it there.",
    },
    ru: {
      title: "Действия карт",
      text: "Действие карты, которое не атака (лечение, раны, особенность до конца хода...), — единственное действие существа за ход: оно платит стоимость (закрывается, тратит фишки, расходует использование за ход или за бой), затем эффекты сразу действуют на цель, которую называет карта. Кубик не бросается, ответа нет; броня и защиты от атак не действуют на его раны. Оглушённое существо не открывается в начале следующего хода своего игрока. Изгнанная карта навсегда покидает кладбище, на виду у обоих игроков: ничто её не возвращает и не читает там.",
    },
  },
  "B-GAME-13": {
    en: {
      title: "Triggered abilities",
      text: "Some cards act by themselves when something happens: on their strike (by its strength), after their strike or miss, when attacked by a kind of attack, when a strike lands on them, when they become a defender or move, when a creature dies, at the start of the battle or of a turn. The ability acts at once on the card itself, the creature it attacked, its attacker or the one it defends; what it gives lasts the turn unless the card says longer.",
    },
    ru: {
      title: "Срабатывающие способности",
      text: "Некоторые карты действуют сами, когда что-то происходит: при своём ударе (по его силе), после своей атаки, попала она или нет, когда их атакуют атакой какого-то вида, когда по ним попадает удар, когда они становятся защитником или перемещаются, когда гибнет существо, в начале боя или хода. Способность сразу действует на саму карту, на атакованное существо, на атакующего или на защищаемого; данное ею длится до конца хода, если карта не говорит иного.",
    },
  },
  "B-DEATH-1": {
    en: {
      title: "Life and wounds",
      text: "Every wound goes through one rule: armour first, then extra lives take wounds before life; vampirism heals its creature by the wounds it deals, never above its maximum life. A creature whose wounds reach its life dies.",
    },
    ru: {
      title: "Жизнь и раны",
      text: "Все раны идут по одному правилу: сначала броня, затем дополнительные жизни принимают раны раньше жизни; вампиризм лечит своё существо на нанесённые раны, не выше его максимальной жизни. Существо, чьи раны достигли его жизни, погибает.",
    },
  },
  "B-VALHALLA": {
    en: {
      title: "Valhalla",
      text: "A card in its owner's graveyard with a Valhalla ability acts at the start of its owner's turn on one of their creatures on the board, which the owner chooses.",
    },
    ru: {
      title: "Вальхалла",
      text: "Карта с Вальхаллой на кладбище своего игрока действует в начале его хода на одно из его существ на поле, которое он выбирает.",
    },
  },
  "B-INCARNATION": {
    en: {
      title: "Incarnation",
      text: "A card with Incarnation N in the graveyard gets a token at the start of its owner's turn; with N tokens it comes back onto a free cell of its owner's half that the owner chooses.",
    },
    ru: {
      title: "Инкарнация",
      text: "Карта с Инкарнацией N на кладбище получает жетон в начале хода своего игрока; с N жетонами она возвращается на свободную клетку своей половины поля, которую выбирает игрок.",
    },
  },
  "B-PROPHECY": {
    en: {
      title: "Prophecy",
      text: "A prophecy N reveals the top N cards of its owner's deck; what the card does next may depend on them (elite, ordinary, an odd cost). The revealed cards go back where they were, unless a card lets its owner look at the top of the deck and put the cards back on top or at the bottom: only the owner sees those cards.",
    },
    ru: {
      title: "Пророчество",
      text: "Пророчество N открывает N верхних карт колоды своего игрока; то, что карта делает дальше, может зависеть от них (элитные, рядовые, нечётная стоимость). Открытые карты возвращаются на место, если только карта не позволяет своему игроку посмотреть верх колоды и вернуть карты наверх или вниз: эти карты видит только он.",
    },
  },
  "B-MARKER": {
    en: {
      title: "Markers",
      text: "Some abilities put a marker on a cell or a creature, shown on the board: a bonfire makes its cell taken, a bomb wounds whoever stands on its cell at its owner's next turn, a web stops a creature for a turn, strangling stops moves then attacks and then destroys, a storm makes the attacks of ordinary enemies standing in its row worth 1, a lantern's light makes a card on its cell take 1 more wound from ranged attacks, poison and its Bul'Bagur's strike, a gate is where the Demon of Greed teleports at the end of the opponent's turn, runes on a row wound as many enemies at their owner's next turn as the owner's unwounded creatures standing there, a prey marker gives the Lord of the Skies' strikes on its creature +3 and no answer for the rest of the battle, a tremor is the one cell where the Skeletal Worm may incarnate from the graveyard. Each goes when its card says.",
    },
    ru: {
      title: "Метки",
      text: "Некоторые способности кладут метку на клетку или существо, она видна на поле: костёр делает клетку занятой, бомба ранит стоящих на её клетке в следующий ход её владельца, паутина останавливает существо на ход, удушение лишает движения, затем атак, затем уничтожает, буря сводит атаки рядовых существ противника в её ряду к 1, свет фонаря добавляет карте на его клетке 1 рану от дальних атак, отравления и удара его Бул'Багура, на врата Демон жадности телепортируется в конце хода противника, руны в ряду в следующий ход владельца ранят столько существ противника, сколько там стоит его существ без ран, метка добычи до конца боя даёт ударам Владыки небес по её существу +3 и делает их безответными. Каждая снимается, когда говорит её карта.",
    },
  },
};
