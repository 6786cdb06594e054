//! [B-GAME-13] A creature brought onto the battlefield from its owner's deck by an ability (the
//! Mire Queen's summoning): the card leaves the deck and stands on a free cell as a new
//! creature, closed and face up.

use super::cards::Element;
use super::events::{Cell, EventKind};
use super::game::BerserkGame;
use super::rules::B_GAME_13;

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
        let at = self.camp(owner).deck.iter().position(|&d| d == def)?;
        if !self.free_cell(cell) {
            return None;
        }
        let uid = u16::try_from(self.st.creatures.len()).ok()?;
        self.prep_mut().camps[usize::from(owner & 1)].deck.remove(at);
        let mut deck = std::mem::take(&mut self.prep_mut().camps[usize::from(owner & 1)].deck);
        self.st.rng.shuffle(&mut deck);
        self.prep_mut().camps[usize::from(owner & 1)].deck = deck;
        let mut creature = super::game::Creature::new(uid, def, owner, cell, false);
        creature.closed = true;
        self.st.creatures.push(creature);
        let creature = self.cref(uid);
        self.emit(B_GAME_13, EventKind::Summoned { player: owner, creature, cell });
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
