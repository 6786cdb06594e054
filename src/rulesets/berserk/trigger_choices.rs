//! Choices inside triggered abilities [B-GAME-13]: a trigger its owner may decline ("may"), or
//! whose target its owner chooses, stops the game with a decision of kind `trigger` for that
//! owner. Its options are one `trigger` choice per creature it may act on (itself when it acts
//! on itself) and, when it may be declined, a `decline`. Several such triggers wait in a queue,
//! the active player's first, then by creature (uid), one decision at a time. The rule they
//! fired in (the application step, the start of the turn, the start of the battle) is held:
//! once the last is answered, it carries on where it stopped.

use serde::Serialize;

use super::events::{EventKind, Step};
use super::game::{BerserkGame, Choice, Phase, Refusal};
use super::narrate::{say, words, Lang};
use super::rules::B_GAME_13;
use crate::core::ByPlayer;

/// A triggered ability waiting for its owner's answer.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Asked {
    pub creature: u16,
    /// Its number on the card.
    pub ability: u8,
    /// Its owner may decline it.
    pub optional: bool,
    /// The creatures it may act on (its owner picks one at a time), in uid order.
    pub targets: Vec<u16>,
    /// How many different creatures it acts on.
    pub count: u8,
    /// The creatures chosen so far, when it acts on several.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub picked: Vec<u16>,
    /// Not a trigger but an action choosing several creatures [B-GAME-12], declared on the
    /// first of `picked` with this X: its owner names the others one at a time, and a
    /// `decline` uses it on those named so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub act: Option<u8>,
    /// Not a choice of creatures but a look at the top of its owner's deck: the cards are put
    /// back one at a time [B-PROPHECY] (`deck_look`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub look: Option<super::deck_look::Looking>,
    /// A choice between two effects on one creature, its owner's to make.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub either: Option<Either>,
    /// Not a trigger but the two dice rolled for a fighter whose card keeps one, its owner's
    /// choice [B-ATK-2].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dice: Option<TwoDice>,
    /// A number its owner chooses, 1 to `max`, for the creatures `targets` (the Zealot of
    /// Segger's protection) [B-GAME-13].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<NumberAsk>,
    /// An amount read as it was set off, for its effects once answered (the poison of the
    /// creature that died, `dead_poison_value`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount: Option<u8>,
    /// Not its owner's choice but the opponent's: one of the opponent's creatures among
    /// `targets` moves one cell this way (column, row), or none does (`decline`) [B-GAME-13]
    /// (Tovi, card code).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub push: Option<[i8; 2]>,
    /// Not a trigger but one wound of the strike on this creature, which the ability's owner
    /// puts on one of `targets` (the Hermit) [B-ATK-6].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spread: Option<u16>,
    /// Not a choice of creatures but of a cell among these, its owner's: a card's code names
    /// what the cell chosen does (the Bul'Bagur's lantern) [B-MARKER]; otherwise the trigger's
    /// creature teleports or jumps onto it (Saikoron, the Children of the Mire) [B-GAME-13].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<super::events::Cell>,
    /// Not the whole trigger but the branch of this number of its prophecy, the cards already
    /// revealed: its owner takes it (on the creature named) or declines it [B-PROPHECY].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revealed: Option<u8>,
    /// Not the trigger's effects but these, on the creature chosen: what a card's code does
    /// with the cards its prophecy revealed (the Dreams of Arkhaal) [B-PROPHECY].
    #[serde(skip)]
    pub apply: Vec<super::actions::ActionEffect>,
    /// Not a trigger but the counters its creature's ranged attack lets it take: its owner
    /// takes them (a `trigger` choice on the creature itself) or declines [B-GAME-11].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gain: Option<u8>,
    /// Not its owner's choice but the opponent's: which of his creatures among `targets` moves
    /// onto this cell, the one its creature left (the Children of the Mire) [B-GAME-13].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub onto: Option<super::events::Cell>,
    /// Not a trigger but a spell acting later (Tergala's runes, card code): each creature its
    /// owner names among `targets` takes this many wounds [B-MARKER].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wounds: Option<u8>,
    /// Not a trigger but a card's code putting this many incarnation tokens on the card of its
    /// owner's graveyard named among `targets` (Lilith and Eiderik) [B-INCARNATION].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tokens: Option<u8>,
    /// Not a creature's trigger but a card of its owner's deck a prophecy revealed, whose own
    /// ability may bring it onto a free cell (the Punitive Squad) [B-PROPHECY]: `creature` is
    /// `FROM_DECK`, the choices name the uid it will have.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub summon: Option<super::summon::FromDeck>,
    /// Not a choice of creatures but of a card of its owner's deck to show, among these
    /// (catalogue indexes, one per name): Degaska's search [B-GAME-13]. Its owner's alone to
    /// see: only the decision's options, which are its seat's, name them [B-SEE].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reveal: Vec<u16>,
}

/// [B-GAME-13] A number to choose, from 1 to `max`; what it gives lasts until `until`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct NumberAsk {
    pub max: u8,
    pub until: super::cards::Until,
}

/// [B-ATK-2] The two dice rolled for a fighter's `role`, one of which its owner keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TwoDice {
    pub role: super::events::Role,
    pub dice: [u8; 2],
}

/// [B-GAME-13] Two effects on `target`, one of which its owner chooses: it closes (option 0)
/// or takes `wounds` (option 1); or (`choose_one`) the first or the second set of effects of its
/// trigger's `choose_one`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Either {
    pub target: u16,
    pub wounds: u8,
    /// Option 0 pushes it onto this cell instead of closing it (the Hammerer's blow).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub push: Option<super::events::Cell>,
    /// The first or the second set of effects of its trigger's `choose_one` (options 0 and 1).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub choose_one: bool,
}

/// [B-GAME-13] What one `effect` option of an awaited choice does: the page words its button
/// from it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkEffectOffer"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "does", rename_all = "snake_case")]
pub enum EffectOffer {
    /// The creature closes.
    Close,
    /// The creature is pushed onto `cell`.
    Push { cell: super::events::Cell },
    /// The creature takes `wounds`.
    Wounds { wounds: u8 },
    /// The card's set of effects number `option` (0 or 1) of its `choose_one`.
    CardOption { option: u8 },
}

/// What a held rule still has to do once every trigger is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Resume {
    /// The end of an attack's step after its bullets: the step ends, the next begins.
    EndStep(Step),
    /// The rest of the start of the turn: regeneration, then the main phase [B-TURN-1].
    StartOfTurn,
    /// The start of the turn from its poison on, once the lights lit before it are chosen
    /// [B-TURN-1], [B-MARKER].
    Poison,
    /// After the start of the battle: the first turn starts [B-GAME-7].
    FirstTurn,
    /// The rest of the end of the turn: what lasted until then is lost, the next turn starts
    /// [B-TURN-2].
    EndOfTurn,
    /// The rest of the preliminary stage once the target's "when attacked" abilities are
    /// answered: a block, or "on attack" features [B-ATK-1].
    Attacked,
    /// The rest of the die roll once the dice to keep are chosen: the roll goes on the stack
    /// [B-ATK-2].
    RollPut,
}

const NOT_THIS_TRIGGER: super::narrate::Words = words!(
    en: "answer the triggered ability asked: one of the creatures it may act on, or decline it if it may be declined",
    ru: "ответьте на сработавшую способность: одно из существ, на которое она может подействовать, или отказ, если от неё можно отказаться"
);

impl BerserkGame {
    /// [B-GAME-13] Trigger `ability` of `creature` waits for its owner's answer: queued
    /// after the triggers of the active player (if it is the other's) and of lower uids.
    pub(crate) fn ask(&mut self, creature: u16, ability: u8, optional: bool, count: u8, targets: Vec<u16>) {
        let picked = vec![];
        self.enqueue(Asked { creature, ability, optional, targets, count, picked, ..Default::default() });
    }

    /// [B-GAME-13] `asked` waits in the queue after the answers of the active player (if it is
    /// the other's) and of lower uids; a card of a deck (`FROM_DECK`) after its side's creatures.
    pub(crate) fn enqueue(&mut self, asked: Asked) {
        let key = |g: &Self, a: &Asked| (g.asked_owner(a) != g.st.active, a.creature);
        let k = key(self, &asked);
        let at = self.st.asked.iter().position(|a| key(self, a) > k).unwrap_or(self.st.asked.len());
        self.st.asked.insert(at, asked);
    }

    /// The player whose ability waits in `a`: its creature's owner, or its deck card's.
    pub(crate) fn asked_owner(&self, a: &Asked) -> u8 {
        a.summon.map_or_else(|| self.cr(a.creature).owner, |s| s.player)
    }

    /// [B-GAME-13] Trigger `ability` of `creature` teleports it onto one of `cells`, the one its
    /// owner chooses (or, `optional`, none): queued as any trigger waiting for an answer.
    pub(crate) fn ask_cell(&mut self, creature: u16, ability: u8, optional: bool, cells: Vec<super::events::Cell>) {
        self.ask(creature, ability, optional, 1, vec![]);
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == creature && a.ability == ability && a.cells.is_empty()) {
            a.cells = cells;
        }
    }

    /// [B-GAME-11] `creature`'s ranged action number `ability` lets it take `n` counters, if its
    /// owner wants: asked as any trigger waiting for an answer (nothing to ask of one dead or
    /// that can hold no more).
    pub(crate) fn ask_counters(&mut self, creature: u16, ability: u8, n: u8) {
        let max = self.def_of(creature).played.counters.max.unwrap_or(u8::MAX);
        if self.cr(creature).dead || self.cr(creature).counters >= max {
            return;
        }
        self.ask(creature, ability, true, 1, vec![creature]);
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == creature && a.ability == ability && a.gain.is_none()) {
            a.gain = Some(n);
        }
    }

    /// [B-GAME-13] Trigger `ability` of `creature` makes `target` close or take `wounds`, as
    /// `target`'s owner chooses: queued as any trigger waiting for an answer.
    pub(crate) fn ask_either(&mut self, creature: u16, ability: u8, target: u16, wounds: u8) {
        if self.cr(target).dead || self.cr(target).closed {
            return;
        }
        self.ask(creature, ability, false, 1, vec![]);
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == creature && a.ability == ability && a.either.is_none()) {
            a.either = Some(Either { target, wounds, push: None, choose_one: false });
        }
    }

    /// [B-GAME-13] Trigger `ability` of `creature` (its strike on `target`) pushes `target` one
    /// cell on in the strike's direction, or deals it `wounds`, as `target`'s owner chooses;
    /// the wounds alone when it cannot be pushed (off the board, a taken cell, held to its
    /// cell, in the air).
    pub(crate) fn ask_push(&mut self, creature: u16, ability: u8, target: u16, wounds: u8) {
        let (me, t) = (self.cr(creature), self.cr(target));
        if t.dead {
            return;
        }
        let step = |from: u8, to: u8| i16::from(to) - i16::from(from);
        let (dx, dy) = (step(me.cell[0], t.cell[0]).signum(), step(me.cell[1], t.cell[1]).signum());
        let on = |x: u8, d: i16| u8::try_from(i16::from(x) + d).ok();
        let cell = match (on(t.cell[0], dx), on(t.cell[1], dy)) {
            (Some(x), Some(y)) if !me.flying && !t.flying && t.rooted_by.is_empty() && (dx, dy) != (0, 0) => Some([x, y]),
            _ => None,
        };
        match cell.filter(|&c| self.free_cell(c)) {
            Some(cell) => {
                self.ask(creature, ability, false, 1, vec![]);
                if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == creature && a.ability == ability && a.either.is_none()) {
                    a.either = Some(Either { target, wounds, push: Some(cell), choose_one: false });
                }
            }
            None => self.action_effect(creature, target, super::actions::ActionEffect::Wounds(wounds)),
        }
    }

    /// [B-ATK-2] Two dice rolled for `creature`'s `role`, by its card's `ability`: its owner
    /// keeps one, as any answer awaited.
    pub(crate) fn ask_die(&mut self, creature: u16, ability: u8, role: super::events::Role, dice: [u8; 2]) {
        self.ask(creature, ability, false, 1, vec![]);
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == creature && a.ability == ability && a.dice.is_none()) {
            a.dice = Some(TwoDice { role, dice });
        }
    }

    /// [B-GAME-13] Trigger `ability` of `creature` asks its owner a number from 1 to `max` for
    /// `targets` (nothing to ask without a target or a number).
    pub(crate) fn ask_number(&mut self, creature: u16, ability: u8, max: u8, targets: Vec<u16>, until: super::cards::Until) {
        if max == 0 || targets.is_empty() {
            return;
        }
        self.ask(creature, ability, false, 1, targets);
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == creature && a.ability == ability && a.number.is_none()) {
            a.number = Some(NumberAsk { max, until });
        }
    }

    /// [B-MARKER] Trigger `ability` of `creature` asks its owner one of `cells` (nothing to
    /// ask without a cell): queued as any trigger waiting for an answer.
    pub(crate) fn ask_cells(&mut self, creature: u16, ability: u8, cells: Vec<super::events::Cell>) {
        if cells.is_empty() {
            return;
        }
        self.ask(creature, ability, false, 1, vec![]);
        let blank = |a: &Asked| a.creature == creature && a.ability == ability && a.cells.is_empty() && a.targets.is_empty() && a.either.is_none() && a.number.is_none();
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| blank(a)) {
            a.cells = cells;
        }
    }

    /// [B-GAME-13] Trigger `ability` of `creature` acts on `target` with the set of effects of
    /// its `choose_one` that `target`'s owner chooses: queued as any trigger waiting for an
    /// answer.
    pub(crate) fn ask_branch(&mut self, creature: u16, ability: u8, target: u16) {
        if self.cr(target).dead {
            return;
        }
        self.ask(creature, ability, false, 1, vec![]);
        if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == creature && a.ability == ability && a.either.is_none()) {
            a.either = Some(Either { target, wounds: 0, push: None, choose_one: true });
        }
    }

    /// [B-GAME-12] An action of `creature` declared on `first` that also acts on up to
    /// `count` other creatures: its owner names them among `targets` one at a time (or stops,
    /// if `optional`), then the action is used.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn ask_more_targets(&mut self, creature: u16, ability: u8, x: u8, first: u16, targets: Vec<u16>, count: u8, optional: bool) {
        // No choice: it acts on all there are.
        if !optional && targets.len() <= usize::from(count) {
            let on: Vec<u16> = std::iter::once(first).chain(targets).collect();
            let a = Asked { creature, ability, optional, count: 0, act: Some(x), ..Default::default() };
            self.asked_acts(&a, &on);
            return;
        }
        let asked = Asked { creature, ability, optional, targets, count: count.saturating_add(1), picked: vec![first], act: Some(x), ..Default::default() };
        self.st.asked.insert(0, asked);
    }

    /// [B-GAME-13] A rule stops here while triggers wait for answers: `then` is what it does
    /// once they are answered. Whether it stops.
    /// A side left with no creature ends the game as the rule goes on (B-WIN): nothing is held.
    pub(crate) fn hold(&mut self, then: Resume) -> bool {
        let left = |p: u8| self.alive().any(|c| c.owner == p);
        if self.st.asked.is_empty() || self.st.phase == Phase::Over || !left(0) || !left(1) {
            return false;
        }
        self.st.then = Some(then);
        true
    }

    /// The living creatures the first waiting trigger may still act on (not chosen yet).
    fn asked_targets(&self) -> Vec<u16> {
        let Some(a) = self.st.asked.first() else { return vec![] };
        // A trigger putting a token on a card in the graveyard chooses among dead ones.
        let graveyard = a.tokens.is_some()
            || self.trigger_at(a.creature, a.ability).is_some_and(|t| {
                t.whom == super::triggers::Whom::Chosen(super::triggers::Pick::OwnGraveyardIncarnation)
            });
        let open = |t: u16| !a.picked.contains(&t) && self.creature(t).is_some_and(|c| if graveyard { c.in_graveyard() } else { !c.dead });
        a.targets.iter().copied().filter(|&t| open(t)).collect()
    }

    /// [B-GAME-13] What the two `effect` options of the first waiting trigger do, in order
    /// (none when it is not a choice between two effects).
    pub(crate) fn effect_offers(&self) -> Vec<EffectOffer> {
        let either = if self.looking().is_some() { None } else { self.st.asked.first().and_then(|a| a.either) };
        match either {
            None => vec![],
            Some(e) if e.choose_one => vec![EffectOffer::CardOption { option: 0 }, EffectOffer::CardOption { option: 1 }],
            Some(e) => vec![
                e.push.map_or(EffectOffer::Close, |cell| EffectOffer::Push { cell }),
                EffectOffer::Wounds { wounds: e.wounds },
            ],
        }
    }

    /// [B-GAME-13] The answers to the first waiting trigger: a `trigger` choice for each
    /// creature it may act on, then `decline` if it may be declined.
    pub(crate) fn trigger_options(&self, player: u8) -> Vec<Choice> {
        if self.looking().is_some() {
            return self.look_options(player);
        }
        let Some(a) = self.st.asked.first() else { return vec![] };
        if a.summon.is_some() {
            return self.summon_options(player, a.ability);
        }
        let (creature, ability) = (a.creature, a.ability);
        if !a.reveal.is_empty() {
            return a.reveal.iter().map(|&d| Choice::Reveal { player, creature, ability, card: self.cat.get(d).id.clone() }).collect();
        }
        if a.either.is_some() {
            return (0..2).map(|option| Choice::Effect { player, creature, ability, option }).collect();
        }
        if let Some(n) = a.number {
            return (1..=n.max).map(|value| Choice::Number { player, creature, ability, value }).collect();
        }
        if !a.cells.is_empty() {
            let mut options: Vec<Choice> = a.cells.iter().map(|&cell| Choice::Cell { player, creature, ability, cell }).collect();
            if a.optional {
                options.push(Choice::Decline { player, creature, ability });
            }
            return options;
        }
        if let Some(d) = a.dice {
            let mut values = d.dice.to_vec();
            values.dedup();
            return values.into_iter().map(|value| Choice::KeepDie { player, creature, value }).collect();
        }
        let mut options: Vec<Choice> = self
            .asked_targets()
            .into_iter()
            .map(|target| Choice::Trigger { player, creature, ability, target })
            .collect();
        if a.optional {
            options.push(Choice::Decline { player, creature, ability });
        }
        options
    }

    /// [B-GAME-13] An answer to the first waiting trigger, by its owner.
    pub(crate) fn check_trigger<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if self.looking().is_some() {
            return self.check_look(player, choice);
        }
        if choice.player() != player {
            return Err(E::wrong_player(B_GAME_13, player, choice.player()));
        }
        let Some(a) = self.st.asked.first() else {
            return Err(E::not_an_option(B_GAME_13, NOT_THIS_TRIGGER));
        };
        if let Some(s) = a.summon {
            return self.check_summon(s, a.ability, choice);
        }
        let this = |creature: u16, ability: u8| creature == a.creature && ability == a.ability;
        match *choice {
            Choice::Trigger { creature, ability, target, .. } if this(creature, ability) && a.either.is_none() && a.dice.is_none() && a.number.is_none() && a.cells.is_empty() => {
                if self.asked_targets().contains(&target) {
                    return Ok(());
                }
                Err(E::illegal(B_GAME_13, || {
                    let (c, t) = (self.name(creature), self.name(target));
                    say!(Lang::worded(), en: "{c}'s ability cannot act on {t}: it is not one of the creatures it may choose",
                                         ru: "способность {c} не может подействовать на {t}: этого существа нет среди тех, кого она может выбрать")
                }))
            }
            Choice::Effect { creature, ability, option, .. } if this(creature, ability) && a.either.is_some() => {
                if option < 2 {
                    return Ok(());
                }
                Err(E::not_an_option(B_GAME_13, NOT_THIS_TRIGGER))
            }
            Choice::Number { creature, ability, value, .. } if this(creature, ability) && a.number.is_some() => {
                let max = a.number.map_or(0, |n| n.max);
                if (1..=max).contains(&value) {
                    return Ok(());
                }
                Err(E::illegal(B_GAME_13, || {
                    let c = self.name(creature);
                    say!(Lang::worded(), en: "{c}'s ability cannot take {value}: the number is from 1 to {max}",
                                         ru: "способность {c} не может взять число {value}: число от 1 до {max}")
                }))
            }
            Choice::KeepDie { creature, value, .. } if creature == a.creature && a.dice.is_some() => {
                if a.dice.is_some_and(|d| d.dice.contains(&value)) {
                    return Ok(());
                }
                Err(E::illegal(super::rules::B_ATK_2, || {
                    let c = self.name(creature);
                    let [x, y] = a.dice.map_or([0, 0], |d| d.dice);
                    say!(Lang::worded(), en: "{c} cannot keep {value}: the dice rolled for it are {x} and {y}",
                                         ru: "{c} не может оставить {value}: за него выпало {x} и {y}")
                }))
            }
            Choice::Cell { creature, ability, cell, .. } if this(creature, ability) && !a.cells.is_empty() => {
                if a.cells.contains(&cell) {
                    return Ok(());
                }
                let rule = if self.cell_code(creature, ability) { super::rules::B_MARKER } else { B_GAME_13 };
                Err(E::illegal(rule, || {
                    let c = self.name(creature);
                    let [x, y] = cell;
                    say!(Lang::worded(), en: "{c}'s ability cannot choose the cell [{x}, {y}]: it is not one of the cells it may choose",
                                         ru: "способность {c} не может выбрать клетку [{x}, {y}]: её нет среди клеток, которые она может выбрать")
                }))
            }
            Choice::Reveal { creature, ability, ref card, .. } if this(creature, ability) && !a.reveal.is_empty() => {
                if a.reveal.iter().any(|&d| self.cat.get(d).id == *card) {
                    return Ok(());
                }
                Err(E::illegal(B_GAME_13, || {
                    let c = self.name(creature);
                    say!(Lang::worded(), en: "{c}'s ability cannot show {card}: it is not one of the cards of your deck it may show",
                                         ru: "способность {c} не может показать {card}: этой карты нет среди карт вашей колоды, которые она может показать")
                }))
            }
            Choice::Decline { creature, ability, .. } if this(creature, ability) && a.either.is_none() && a.dice.is_none() && a.number.is_none() => {
                if a.optional {
                    return Ok(());
                }
                Err(E::illegal(B_GAME_13, || {
                    let c = self.name(creature);
                    say!(Lang::worded(), en: "{c}'s ability must act: its card does not say \"may\"",
                                         ru: "способность {c} должна подействовать: на карте не сказано «может»")
                }))
            }
            _ => Err(E::not_an_option(B_GAME_13, NOT_THIS_TRIGGER)),
        }
    }

    /// [B-GAME-13] Applies a checked answer: the trigger acts on the creature chosen (or is
    /// declined), deaths follow, and the game carries on.
    pub(crate) fn apply_trigger(&mut self, choice: &Choice) {
        if self.st.asked.is_empty() {
            return;
        }
        if self.looking().is_some() {
            self.apply_look(choice);
            return;
        }
        // [B-PROPHECY] A card of the deck revealed: it comes onto the cell chosen, or stays.
        if let Some(s) = self.st.asked.first().and_then(|a| a.summon) {
            let a = self.st.asked.remove(0);
            self.apply_summon(s, a.ability, choice);
            self.carry_on();
            return;
        }
        if let (Choice::Trigger { target, .. }, Some(a)) = (choice, self.st.asked.first_mut()) {
            // One of several: chosen, and the next asked (while there are more to choose).
            if usize::from(a.count) > a.picked.len() + 1 {
                a.picked.push(*target);
                self.carry_on();
                return;
            }
        }
        let a = self.st.asked.remove(0);
        // [B-GAME-13] The number chosen: 192's protection of that value on the creatures.
        if let (Choice::Number { value, .. }, Some(n)) = (choice, a.number) {
            let (player, creature) = (self.cr(a.creature).owner, self.cref(a.creature));
            self.emit(B_GAME_13, EventKind::NumberChosen { player, creature, ability: a.ability, value: *value });
            for &t in &a.targets {
                self.gain(t, super::cards::Feature::NonMagicProtectionOf(*value), n.until);
            }
            self.carry_on();
            return;
        }
        // [B-GAME-13] The opponent moves one of its creatures, or does not (Tovi).
        if let Some(step) = a.push {
            match *choice {
                Choice::Trigger { target, .. } => self.pushed(a.creature, target, step),
                _ => self.push_refused(a.creature),
            }
            self.carry_on();
            return;
        }
        // [B-GAME-13] The opponent's creature chosen moves onto the cell left.
        if let (Some(cell), Choice::Trigger { target, .. }) = (a.onto, choice) {
            self.mire_fill(*target, cell);
            self.carry_on();
            return;
        }
        // [B-GAME-11] The counters its action offered: taken, or declined.
        if let Some(n) = a.gain {
            match *choice {
                Choice::Trigger { .. } => self.gain_counters(a.creature, n),
                _ => {
                    let creature = self.cref(a.creature);
                    self.emit(B_GAME_13, EventKind::TriggerDeclined { creature, ability: a.ability });
                }
            }
            self.carry_on();
            return;
        }
        // [B-MARKER] The cell chosen: what its card's code does with it; [B-GAME-13] or the
        // trigger acts, its creature teleporting (or jumping) there.
        if let (&Choice::Cell { cell, .. }, false) = (choice, a.cells.is_empty()) {
            if self.cell_code(a.creature, a.ability) {
                self.cell_chosen(a.creature, a.ability, cell);
                self.carry_on();
                return;
            }
            let t = self.trigger_at(a.creature, a.ability);
            if let Some(t) = t {
                self.trigger_on(a.creature, a.ability, &t, &[a.creature], 0);
                if t.effects.iter().any(|e| matches!(e, super::actions::ActionEffect::JumpSelf(_))) {
                    self.jump_onto(a.creature, cell);
                } else {
                    self.teleport_onto(a.creature, cell);
                }
            }
            self.carry_on();
            return;
        }
        // [B-GAME-13] The card of the deck shown: its creature borrows its ability.
        if let (Choice::Reveal { card, .. }, false) = (choice, a.reveal.is_empty()) {
            if let Some(&d) = a.reveal.iter().find(|&&d| self.cat.get(d).id == *card) {
                self.vs_032_borrow(a.creature, d);
            }
            self.carry_on();
            return;
        }
        // [B-ATK-2] The die kept is the fighter's roll.
        if let (Choice::KeepDie { value, .. }, Some(d)) = (choice, a.dice) {
            self.keep_die(a.creature, d.role, *value);
            self.carry_on();
            return;
        }
        match (choice, a.either) {
            // [B-GAME-13] The set of effects its owner chose, acting now.
            (&Choice::Effect { option, .. }, Some(e)) if e.choose_one => {
                let t = self.trigger_at(a.creature, a.ability);
                if let Some(t) = t {
                    let effects = t.choose_one.get(usize::from(option)).cloned().unwrap_or_default();
                    let chosen = super::triggers::Triggered { effects, choose_one: vec![], ..t };
                    self.trigger_on(a.creature, a.ability, &chosen, &[e.target], 0);
                }
            }
            // [B-GAME-13] The effect its owner chose: it closes, or takes the wounds.
            (Choice::Effect { option: 0, .. }, Some(e)) => match e.push {
                Some(cell) => self.put_on_cell(e.target, cell),
                None => {
                    self.set_closed(e.target, true, B_GAME_13);
                }
            },
            (Choice::Effect { .. }, Some(e)) => {
                self.action_effect(a.creature, e.target, super::actions::ActionEffect::Wounds(e.wounds));
            }
            _ => {}
        }
        match *choice {
            Choice::Effect { .. } => {}
            Choice::Trigger { target, .. } => {
                let whoms: Vec<u16> = a.picked.iter().copied().chain([target]).collect();
                self.asked_acts(&a, &whoms);
            }
            // An action's further targets: no more; it is used on those named.
            _ if a.act.is_some() => self.asked_acts(&a, &a.picked),
            _ => {
                let creature = self.cref(a.creature);
                self.emit(B_GAME_13, EventKind::TriggerDeclined { creature, ability: a.ability });
            }
        }
        self.carry_on();
    }

    /// The trigger (or action) `a` acts on `targets`.
    fn asked_acts(&mut self, a: &Asked, targets: &[u16]) {
        // [B-PROPHECY] What a card's code does with the cards seen, on the creature chosen.
        if !a.apply.is_empty() {
            for &t in targets {
                for &e in &a.apply {
                    self.action_effect(a.creature, t, e);
                }
            }
            return;
        }
        // [B-PROPHECY] The branch of a prophecy already made, taken.
        if let Some(i) = a.revealed {
            let t = self.trigger_at(a.creature, a.ability);
            if let Some(b) = t.and_then(|t| t.prophecy).and_then(|p| p.branches.get(usize::from(i)).cloned()) {
                let creature = self.cref(a.creature);
                self.emit(B_GAME_13, EventKind::AbilityTriggered { creature, ability: a.ability, when: smol_str::SmolStr::new_static("if_revealed") });
                for &t in targets {
                    self.prophecy_branch(a.creature, t, &b);
                }
            }
            return;
        }
        // [B-ATK-6] A wound of a strike spread: onto the creature named.
        if let Some(struck) = a.spread {
            for &t in targets {
                self.wound_spread(struck, t, 1);
            }
            return;
        }
        // [B-INCARNATION] A card's code putting tokens: on the card named.
        if let Some(n) = a.tokens {
            for &t in targets {
                self.action_effect(a.creature, t, super::actions::ActionEffect::IncarnationToken(n));
            }
            return;
        }
        // [B-MARKER] A delayed spell's wounds: on each creature named.
        if let Some(wounds) = a.wounds {
            for &t in targets {
                self.action_effect(a.creature, t, super::actions::ActionEffect::Wounds(wounds));
            }
            return;
        }
        // [B-GAME-10] A heal replaced by wounds on the creature named (the Satyr Leader).
        if let Some(amount) = a.amount.filter(|_| self.code_ability_of(a.creature, super::card_code::CardCode::Vs081, super::card_code::CodeWhen::HealUnwounded) == Some(a.ability)) {
            for &t in targets {
                self.vs_081_wounds(a.creature, a.ability, t, amount);
            }
            return;
        }
        match (a.act, targets.split_first()) {
            (Some(x), Some((&first, also))) => self.use_action(a.creature, a.ability, first, also, x, None),
            (Some(_), None) => {}
            (None, _) => self.trigger_acts(a.creature, a.ability, targets, a.amount),
        }
    }

    /// Trigger `ability` of `creature` acts on `targets` (`amount`: the amount it read as it
    /// was set off).
    fn trigger_acts(&mut self, creature: u16, ability: u8, targets: &[u16], amount: Option<u8>) {
        let t = self.trigger_at(creature, ability);
        // [B-GAME-13] A trigger whose die chose what it does: the outcome rolled.
        let t = match t {
            Some(t) if !t.branches.is_empty() => t.branch(self.cr(creature).branch_roll),
            t => t,
        };
        if let Some(mut t) = t {
            for e in &mut t.effects {
                if let (super::actions::ActionEffect::PoisonOfDead, Some(n)) = (*e, amount) {
                    *e = super::actions::ActionEffect::Poison(n);
                }
            }
            self.trigger_on(creature, ability, &t, targets, 0);
        }
    }

    /// [B-GAME-13] After an answer: deaths follow at once [B-DEATH]; a waiting trigger left
    /// with nothing to act on is dropped, one left with a single creature and nothing to
    /// decline acts on it; once none waits, the held rule carries on.
    pub(crate) fn carry_on(&mut self) {
        loop {
            self.deaths();
            self.check_win();
            if self.st.phase == Phase::Over {
                return;
            }
            let Some(a) = self.st.asked.first().cloned() else { break };
            // [B-PROPHECY] A card of the deck revealed waits while it may still come in.
            if let Some(s) = a.summon {
                if self.summon_open(s) {
                    return;
                }
                self.st.asked.remove(0);
                continue;
            }
            // [B-PROPHECY] A look at the deck waits for its cards to be put back; a choice
            // between two effects waits for its answer while its creature lives.
            if a.look.is_some() || !a.reveal.is_empty() && !self.cr(a.creature).dead || a.dice.is_some() || a.number.is_some() || a.onto.is_some() && !self.asked_targets().is_empty() || !a.cells.is_empty() && (!self.cr(a.creature).dead || self.tremor_ability(a.creature).is_some()) || a.either.is_some_and(|e| !self.cr(e.target).dead) {
                return;
            }
            let left = self.asked_targets();
            let wanted = usize::from(a.count).saturating_sub(a.picked.len());
            // Nothing left to choose, or no choice: it acts on those chosen and left (if any).
            if !left.is_empty() && (a.optional || left.len() > wanted) {
                return;
            }
            self.st.asked.remove(0);
            let whoms: Vec<u16> = a.picked.iter().chain(&left).copied().collect();
            if !whoms.is_empty() {
                self.asked_acts(&a, &whoms);
            }
        }
        match self.st.then.take() {
            Some(Resume::EndStep(step)) => self.step_over(step),
            Some(Resume::StartOfTurn) => self.start_turn_rest(),
            Some(Resume::Poison) => {
                let moved_last = std::mem::take(&mut self.st.held_moved);
                self.start_turn_poison(moved_last);
            }
            Some(Resume::FirstTurn) => self.start_turn(),
            Some(Resume::EndOfTurn) => self.end_turn_rest(),
            Some(Resume::Attacked) => self.after_attacked(),
            Some(Resume::RollPut) => self.roll_put(),
            // [B-GAME-13] In the main phase (after a move), the attacks triggers made follow.
            None => self.launch_queued(),
        }
    }
}
