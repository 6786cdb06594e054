//! [B-GAME-13] A creature brought onto the battlefield from its owner's deck by an ability (the
//! Mire Queen's summoning): the card leaves the deck and stands on a free cell as a new
//! creature, closed and face up. [B-PROPHECY] A card a prophecy reveals may bring itself in
//! (the Punitive Squad): while it is still a card of the deck its owner is asked where, or
//! whether at all.

use serde::Serialize;

use super::card_code::{CardCode, CodeWhen};
use super::cards::Element;
use super::events::{Cell, EventKind};
use super::game::{BerserkGame, Choice, Refusal};
use super::narrate::{say, words, Lang};
use super::rules::{B_GAME_13, B_PROPHECY};
use super::trigger_choices::Asked;

/// The `creature` of a waiting answer that is a card of a deck, not a creature [B-PROPHECY].
pub const FROM_DECK: u16 = u16::MAX;

/// [B-PROPHECY] A card of `player`'s deck (`card`, its catalogue index) that a prophecy
/// revealed and whose own ability may bring it onto a free cell: its owner's question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct FromDeck {
    pub player: u8,
    pub card: u16,
}

/// The highest cost of a creature the Mire Queen summons.
const QUEEN_MAX_COST: u8 = 5;

/// How many creatures of her side must stand next to the cell she summons onto.
const QUEEN_NEIGHBOURS: usize = 8;

impl BerserkGame {
    /// [B-GAME-13] Card `def` of `owner`'s deck (its first copy from the top) leaves the deck
    /// and stands on the free cell `cell`: a new creature, closed, face up (a flyer takes off to
    /// its zone); the deck is shuffled after. Nothing if the card is not in the deck or the cell
    /// is not free. Returns the new creature.
    pub(crate) fn summon_from_deck(&mut self, owner: u8, def: u16, cell: Cell) -> Option<u16> {
        self.bring_from_deck(owner, def, cell, true)
    }

    /// [B-PROPHECY] Card `def` of `owner`'s deck, revealed by a prophecy (its first copy from
    /// the top), brings itself onto the free cell `cell`: a new creature, closed, face up; the
    /// deck is not shuffled (the other cards revealed stay on top, in order). Returns the new
    /// creature.
    pub(crate) fn summon_revealed(&mut self, owner: u8, def: u16, cell: Cell) -> Option<u16> {
        self.bring_from_deck(owner, def, cell, false)
    }

    /// Card `def` of `owner`'s deck onto the free cell `cell`, the deck shuffled after or not.
    fn bring_from_deck(&mut self, owner: u8, def: u16, cell: Cell, shuffle: bool) -> Option<u16> {
        let at = self.camp(owner).deck.iter().position(|&d| d == def)?;
        if !self.free_cell(cell) {
            return None;
        }
        let uid = u16::try_from(self.st.creatures.len()).ok().filter(|&u| u != FROM_DECK)?;
        self.prep_mut().camps[usize::from(owner & 1)].deck.remove(at);
        if shuffle {
            let mut deck = std::mem::take(&mut self.prep_mut().camps[usize::from(owner & 1)].deck);
            self.st.rng.shuffle(&mut deck);
            self.prep_mut().camps[usize::from(owner & 1)].deck = deck;
        }
        let mut creature = super::game::Creature::new(uid, def, owner, cell, false);
        creature.closed = true;
        self.st.creatures.push(creature);
        let creature = self.cref(uid);
        match shuffle {
            true => self.emit(B_GAME_13, EventKind::Summoned { player: owner, creature, cell }),
            false => self.emit(B_PROPHECY, EventKind::RevealedSummoned { player: owner, creature, cell }),
        }
        self.take_off(uid);
        Some(uid)
    }

    /// [B-GAME-13] The free cells of the board next to which (diagonals too) stand
    /// `QUEEN_NEIGHBOURS` or more living creatures of `player` on the board.
    pub(crate) fn vs_130_cells(&self, player: u8) -> Vec<Cell> {
        let mut cells = vec![];
        for x in 0..super::board::COLUMNS {
            for y in 0..super::board::ROWS {
                let cell = [x, y];
                let around = self.alive().filter(|c| c.owner == player && !c.flying && super::board::adjacent(c.cell, cell)).count();
                if around >= QUEEN_NEIGHBOURS && self.free_cell(cell) {
                    cells.push(cell);
                }
            }
        }
        cells
    }

    /// [B-GAME-13] The card the Mire Queen summons for `player`: the first swamp creature of
    /// cost 5 or less from the top of their deck.
    fn vs_130_card(&self, player: u8) -> Option<u16> {
        self.camp(player).deck.iter().copied().find(|&d| {
            let def = self.cat.get(d);
            def.element == Some(Element::Swamp) && def.cost.is_some_and(|c| c <= QUEEN_MAX_COST)
        })
    }

    /// [B-GAME-13] 130 the Mire Queen, at the end of the opponent's turn: with a card to summon
    /// and a cell for it, her owner chooses the cell (at once the only one).
    pub(crate) fn vs_130_summon(&mut self, uid: u16, ability: u8) {
        let player = self.cr(uid).owner;
        if self.cr(uid).dead || self.vs_130_card(player).is_none() {
            return;
        }
        match self.vs_130_cells(player).as_slice() {
            [] => {}
            &[one] => self.vs_130_arrive(uid, one),
            cells => {
                let cells = cells.to_vec();
                self.ask_cells(uid, ability, cells);
            }
        }
    }

    /// [B-GAME-13] The Mire Queen's summoned card onto the cell chosen.
    pub(crate) fn vs_130_arrive(&mut self, uid: u16, cell: Cell) {
        let player = self.cr(uid).owner;
        if let Some(def) = self.vs_130_card(player) {
            self.summon_from_deck(player, def, cell);
        }
    }
}

/// Every cell of the board, row by row.
fn board_cells() -> impl Iterator<Item = Cell> {
    (0..super::board::ROWS).flat_map(|r| (0..super::board::COLUMNS).map(move |c| [c, r]))
}

const NOT_THIS_CARD: super::narrate::Words = words!(
    en: "answer whether the card the prophecy revealed comes onto the battlefield: a free cell for it, or decline",
    ru: "ответьте, выходит ли на поле боя карта, открытая пророчеством: свободная клетка для неё или отказ"
);

impl BerserkGame {
    /// The number of card `def`'s ability that may bring it in as a prophecy reveals it (the
    /// Punitive Squad), if the rules play it.
    fn revealed_ability(&self, def: u16) -> Option<u8> {
        let d = self.cat.get(def);
        let index = d.abilities.iter().position(|a| CardCode::parse(&a.effect) == Some(CardCode::Vs105))?;
        let played = d.played.code.iter().any(|c| c.when == CodeWhen::Revealed && c.code == CardCode::Vs105);
        played.then(|| u8::try_from(index).ok()).flatten()
    }

    /// The free cells of the board (no creature on the board there, nothing taking it).
    fn free_cells(&self) -> Vec<Cell> {
        board_cells().filter(|&c| self.free_cell(c)).collect()
    }

    /// The uid the next creature to come onto the battlefield gets.
    fn next_uid(&self) -> u16 {
        u16::try_from(self.st.creatures.len()).unwrap_or(FROM_DECK)
    }

    /// [B-PROPHECY] `player`'s prophecy revealed `revealed` (their deck's cards, top first):
    /// each card among them whose ability answers being revealed (the Punitive Squad) asks its
    /// owner whether it comes in, after what waits already of their side; with no free cell
    /// nothing is asked.
    pub(crate) fn revealed_reactions(&mut self, player: u8, revealed: &[u16]) {
        for &card in revealed {
            let Some(ability) = self.revealed_ability(card) else { continue };
            if self.free_cells().is_empty() {
                continue;
            }
            let summon = Some(FromDeck { player, card });
            self.enqueue(Asked { creature: FROM_DECK, ability, optional: true, count: 1, summon, ..Default::default() });
        }
    }

    /// Whether the card of the deck `s` may still come in: it is in the deck and a cell is free.
    pub(crate) fn summon_open(&self, s: FromDeck) -> bool {
        self.camp(s.player).deck.contains(&s.card) && !self.free_cells().is_empty()
    }

    /// [B-PROPHECY] The answers to a card of the deck revealed: a `cell` choice for each free
    /// cell, naming the uid the card will have and its ability, then `decline`.
    pub(crate) fn summon_options(&self, player: u8, ability: u8) -> Vec<Choice> {
        let creature = self.next_uid();
        let mut options: Vec<Choice> = self.free_cells().into_iter().map(|cell| Choice::Cell { player, creature, ability, cell }).collect();
        options.push(Choice::Decline { player, creature, ability });
        options
    }

    /// [B-PROPHECY] An answer to the card of the deck `s` revealed (its `ability`).
    pub(crate) fn check_summon<E: Refusal>(&self, s: FromDeck, ability: u8, choice: &Choice) -> Result<(), E> {
        let this = |creature: u16, a: u8| creature == self.next_uid() && a == ability;
        match *choice {
            Choice::Cell { creature, ability, cell, .. } if this(creature, ability) => {
                if self.free_cell(cell) {
                    return Ok(());
                }
                Err(E::illegal(B_PROPHECY, || {
                    let card = &self.cat.get(s.card);
                    let c = match Lang::worded() {
                        Lang::En => card.id.to_string(),
                        Lang::Ru => card.name.ru.to_string(),
                    };
                    let [x, y] = cell;
                    say!(Lang::worded(), en: "the {c} revealed cannot come onto [{x}, {y}]: it is not a free cell of the board",
                                         ru: "открытая карта {c} не может выйти на клетку [{x}, {y}]: это не свободная клетка поля боя")
                }))
            }
            Choice::Decline { creature, ability, .. } if this(creature, ability) => Ok(()),
            _ => Err(E::not_an_option(B_PROPHECY, NOT_THIS_CARD)),
        }
    }

    /// [B-PROPHECY] The answer checked: the card comes onto the cell chosen (its card's code
    /// then acts), or stays in the deck.
    pub(crate) fn apply_summon(&mut self, s: FromDeck, ability: u8, choice: &Choice) {
        match *choice {
            Choice::Cell { cell, .. } => {
                if let Some(uid) = self.summon_revealed(s.player, s.card, cell) {
                    self.vs_105_arrived(uid, ability);
                }
            }
            _ => {
                let card = self.cat.get(s.card).id.clone();
                self.emit(B_PROPHECY, EventKind::RevealedStays { player: s.player, card });
            }
        }
    }
}
