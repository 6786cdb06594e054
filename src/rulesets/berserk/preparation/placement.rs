//! [B-GAME-6] Placement face down, in the order the rules give each player. The first player
//! fills the centre of their half (the middle three columns of their three rows) first, then
//! the edge cells of their middle and back rows, and the edge cells of their front row last.
//! The second player fills their whole front row and the middle three columns of their middle
//! and back rows first, then the edge cells of those two rows. The first player places their
//! whole squad, then the second (the second sees where the first's cards lie, not what they
//! are: **Decision**, since one player decides at a time).

use crate::core::ByPlayer;
use crate::rulesets::berserk::board::board_cell;
use crate::rulesets::berserk::card_code::{def_code_ability, CardCode, CodeWhen};
use crate::rulesets::berserk::events::{Cell, EventKind};
use crate::rulesets::berserk::game::{BerserkGame, Choice, Creature, Refusal};
use crate::rulesets::berserk::narrate::{say, words, Lang};
use crate::rulesets::berserk::rules::{B_GAME_13, B_GAME_6};

/// A player's own rows, counted from their back row (0) to their front row (2).
const FRONT: u8 = 2;

/// [B-GAME-6] The cells of a player's half in the order they are filled: groups of own-rows
/// cells `[column, row]` (row 0 the back row, 2 the front), each group filled before the next.
pub fn placement_tiers(first: bool) -> Vec<Vec<[u8; 2]>> {
    let centre = |rows: &[u8]| -> Vec<[u8; 2]> { rows.iter().flat_map(|&r| (1..=3).map(move |c| [c, r])).collect() };
    let edges = |rows: &[u8]| -> Vec<[u8; 2]> { rows.iter().flat_map(|&r| [[0, r], [4, r]]).collect() };
    if first {
        vec![centre(&[0, 1, FRONT]), edges(&[0, 1]), edges(&[FRONT])]
    } else {
        let mut tier: Vec<[u8; 2]> = (0..5).map(|c| [c, FRONT]).collect();
        tier.extend(centre(&[0, 1]));
        vec![tier, edges(&[0, 1])]
    }
}

impl BerserkGame {
    /// [B-GAME-6] The board cells `player` may place on now: the free cells of the first group
    /// of their order that has a free cell.
    pub fn placement_cells(&self, player: u8) -> Vec<Cell> {
        let first = self.prep().is_some_and(|p| p.first() == player);
        let taken = |cell: Cell| self.alive().any(|c| !c.flying && c.cell == cell);
        placement_tiers(first)
            .into_iter()
            .map(|tier| tier.into_iter().map(|own| board_cell(player, own)).filter(|&c| !taken(c)).collect::<Vec<_>>())
            .find(|free| !free.is_empty())
            .unwrap_or_default()
    }

    /// [B-GAME-6] Whether `cells` (board cells), the cards of `player` on the board, lie as the
    /// placement order allows: each group of their order full before a card lies in a later
    /// one, and every card on their half.
    pub(crate) fn placement_allows(&self, player: u8, cells: &[Cell]) -> bool {
        let first = self.prep().map_or(0, |p| p.first()) == player;
        let tiers: Vec<Vec<Cell>> = placement_tiers(first).into_iter().map(|t| t.into_iter().map(|own| board_cell(player, own)).collect()).collect();
        let tier_of = |cell: &Cell| tiers.iter().position(|t| t.contains(cell));
        let Some(last) = cells.iter().map(tier_of).collect::<Option<Vec<usize>>>().map(|t| t.into_iter().max()) else {
            return false;
        };
        let full = |t: &Vec<Cell>| t.iter().all(|c| cells.contains(c));
        tiers.iter().take(last.unwrap_or(0)).all(full)
    }

    /// [B-GAME-6] Each card of the squad not placed yet, on each cell allowed now; a card whose
    /// ability acts after deployment, also placed to use it then [B-GAME-13].
    pub(crate) fn place_options(&self, player: u8) -> Vec<Choice> {
        let cells = self.placement_cells(player);
        let squad = &self.camp(player).squad;
        let unplaced = (0..squad.len() as u8).filter(|&card| squad[usize::from(card)].placed.is_none());
        unplaced
            .flat_map(|card| {
                let acts = self.squad_card_acts_after_deployment(player, card);
                cells.iter().flat_map(move |&cell| {
                    let uses = [false, true].into_iter().filter(move |&u| acts || !u);
                    uses.map(move |after_deployment| Choice::Place { player, card, cell, after_deployment })
                })
            })
            .collect()
    }

    /// [B-GAME-13] Whether card `card` of `player`'s squad has an ability acting after
    /// deployment (the Pathfinder).
    fn squad_card_acts_after_deployment(&self, player: u8, card: u8) -> bool {
        let Some(slot) = self.camp(player).squad.get(usize::from(card)) else { return false };
        def_code_ability(self.cat.get(slot.def), CardCode::Vs177, CodeWhen::AfterDeployment).is_some()
    }

    pub(crate) fn check_place<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_GAME_6, player, choice.player()));
        }
        let &Choice::Place { card, cell, after_deployment, .. } = choice else {
            return Err(E::not_an_option(
                B_GAME_6,
                words!(en: "placement: place a card of the squad on a cell", ru: "расстановка: выставьте карту отряда на клетку"),
            ));
        };
        match self.camp(player).squad.get(usize::from(card)) {
            None => Err(E::illegal(B_GAME_6, || {
                say!(Lang::worded(), en: "the squad has no card {card}", ru: "в отряде нет карты {card}")
            })),
            Some(s) if s.placed.is_some() => Err(E::illegal(B_GAME_6, || {
                say!(Lang::worded(), en: "card {card} of the squad is placed already", ru: "карта {card} отряда уже выставлена")
            })),
            Some(_) if after_deployment && !self.squad_card_acts_after_deployment(player, card) => Err(E::illegal(B_GAME_13, || {
                say!(Lang::worded(), en: "card {card} of the squad has no ability acting after deployment",
                                     ru: "у карты {card} отряда нет способности, действующей после расстановки")
            })),
            Some(_) if self.placement_cells(player).contains(&cell) => Ok(()),
            Some(_) => Err(E::illegal(B_GAME_6, || {
                let allowed: Vec<String> = self.placement_cells(player).iter().map(|c| format!("{c:?}")).collect();
                let allowed = allowed.join(", ");
                say!(Lang::worded(), en: "{cell:?} is not a cell to place on now (now: {allowed})",
                                     ru: "на {cell:?} сейчас выставлять нельзя (сейчас: {allowed})")
            })),
        }
    }

    /// [B-GAME-6] The card goes face down on its cell as a creature; once the squad is
    /// placed, the second player places, or the squads are revealed [B-GAME-7].
    pub(crate) fn apply_place(&mut self, choice: &Choice) {
        let &Choice::Place { player, card, cell, after_deployment } = choice else {
            return;
        };
        let uid = self.st.creatures.len() as u16;
        let (def, paid_extra, companion) = {
            let s = self.camp(player).squad[usize::from(card)];
            (s.def, s.paid_extra, s.companion)
        };
        self.prep_mut().camps[usize::from(player)].squad[usize::from(card)].placed = Some(uid);
        let mut creature = Creature::new(uid, def, player, cell, true);
        // [B-GAME-3] What was paid above its cost stays with it for the game.
        creature.paid_extra = paid_extra;
        // [B-GAME-3] Linnet's companion dies when she leaves the battlefield.
        creature.companion = companion;
        self.st.creatures.push(creature);
        if after_deployment {
            // [B-GAME-13] Placed to act after deployment: known to its owner alone.
            self.prep_mut().to_use.push(uid);
        }
        let squad_placed = self.camp(player).squad.iter().all(|s| s.placed.is_some());
        let first = self.prep().map_or(0, |p| p.first());
        if squad_placed && player == first {
            self.next_preparer(player, crate::rulesets::berserk::game::Phase::Place);
        }
        let creature = self.cref(uid);
        self.emit(B_GAME_6, EventKind::PlacedFaceDown { creature, cell });
        if squad_placed && player != first {
            self.after_deployment();
        }
    }
}
