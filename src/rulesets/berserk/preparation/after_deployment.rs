//! [B-GAME-13] After deployment, before the reveal [B-GAME-7]: a card whose ability acts then
//! (the Pathfinder, card code) acts if its owner placed it to use it (`after_deployment` on its
//! placement, a choice as hidden as the card: declining shows nothing to the opponent), the
//! first player's first, then the second's, each in uid order. It turns face up, the opponent's
//! front row turns face up (shown to both players), and its owner rearranges the cards of their
//! half, face down as they lie, as the placement order allows [B-GAME-6], until they say
//! "done". Then the next one acts, and once none is left the squads are revealed.

use crate::core::{ByPlayer, Priority};
use crate::rulesets::berserk::board::{board_cell, COLUMNS};
use crate::rulesets::berserk::card_code::{CardCode, CodeWhen};
use crate::rulesets::berserk::events::{Cell, EventKind};
use crate::rulesets::berserk::game::{BerserkGame, Choice, Refusal};
use crate::rulesets::berserk::narrate::{say, words, Lang, Words};
use crate::rulesets::berserk::rules::{B_GAME_13, B_GAME_6};

/// A player's front row among their own rows (0 the back row).
const FRONT: u8 = 2;

const REARRANGE_OR_DONE: Words = words!(
    en: "after deployment: rearrange a card of yours (\"rearrange\") or say you are done (\"done\")",
    ru: "после расстановки: переставьте свою карту («rearrange») или закончите («done»)"
);

impl BerserkGame {
    /// [B-GAME-13] The number of `uid`'s card's ability acting after deployment, if the rules
    /// play one.
    fn after_deployment_ability(&self, uid: u16) -> Option<u8> {
        self.code_ability_of(uid, CardCode::Vs177, CodeWhen::AfterDeployment)
    }

    /// The card acting now after deployment, and its ability's number.
    fn scouting(&self) -> Option<(u16, u8)> {
        let scout = *self.prep()?.scouts.first()?;
        Some((scout, self.after_deployment_ability(scout)?))
    }

    /// [B-GAME-13] Both squads placed: the cards placed to act after deployment act in turn,
    /// the first player's first; with none, the squads are revealed [B-GAME-7].
    pub(crate) fn after_deployment(&mut self) {
        let first = self.prep().map_or(0, |p| p.first());
        let placed = self.prep().map(|p| p.to_use.clone()).unwrap_or_default();
        let mut scouts: Vec<u16> = placed
            .into_iter()
            .filter(|&uid| self.creature(uid).is_some_and(|c| !c.dead && !c.flying) && self.after_deployment_ability(uid).is_some())
            .collect();
        scouts.sort_by_key(|&uid| (self.cr(uid).owner != first, uid));
        self.prep_mut().scouts = scouts;
        self.next_scout();
    }

    /// The next card placed to act after deployment acts: it turns face up and the opponent's
    /// front row turns face up, column by column; its owner then rearranges. None left, the
    /// reveal.
    fn next_scout(&mut self) {
        let Some((scout, ability)) = self.scouting() else {
            return self.reveal_squads();
        };
        let owner = self.cr(scout).owner;
        self.st.active = owner;
        self.st.priority = Priority::new(owner);
        self.reveal(scout, B_GAME_13);
        let creature = self.cref(scout);
        self.emit(B_GAME_13, EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("after_deployment") });
        let opponent = 1 - owner;
        let row = board_cell(opponent, [0, FRONT])[1];
        let mut front: Vec<(u8, u16)> =
            self.alive().filter(|c| c.owner == opponent && !c.flying && c.cell[1] == row).map(|c| (c.cell[0], c.uid)).collect();
        front.sort_unstable();
        for (_, uid) in front {
            self.reveal(uid, B_GAME_13);
        }
    }

    /// The cells of `player`'s cards on the board were `uid` to go onto `cell` (a card of theirs
    /// on it taking `uid`'s cell).
    fn cells_after(&self, player: u8, uid: u16, cell: Cell) -> Vec<Cell> {
        let from = self.cr(uid).cell;
        self.alive()
            .filter(|c| c.owner == player && !c.flying)
            .map(|c| match c.uid {
                u if u == uid => cell,
                _ if c.cell == cell => from,
                _ => c.cell,
            })
            .collect()
    }

    /// [B-GAME-6] The cells of `player`'s half, row by row from their back row.
    fn half_cells(player: u8) -> impl Iterator<Item = Cell> {
        (0..=FRONT).flat_map(move |row| (0..COLUMNS).map(move |column| board_cell(player, [column, row])))
    }

    /// [B-GAME-13] The options after deployment: each card of the acting card's owner on the
    /// board onto each cell of their half the placement order allows (`rearrange`), and `done`.
    pub(crate) fn after_deployment_options(&self, player: u8) -> Vec<Choice> {
        if self.scouting().is_none() {
            return vec![];
        }
        let mine: Vec<(u16, Cell)> = self.alive().filter(|c| c.owner == player && !c.flying).map(|c| (c.uid, c.cell)).collect();
        let mut options: Vec<Choice> = mine
            .iter()
            .flat_map(|&(creature, at)| {
                Self::half_cells(player)
                    .filter(move |&cell| cell != at)
                    .filter(move |&cell| self.placement_allows(player, &self.cells_after(player, creature, cell)))
                    .map(move |cell| Choice::Rearrange { player, creature, cell })
            })
            .collect();
        options.push(Choice::Done { player });
        options
    }

    /// [B-GAME-13] [B-GAME-6] A choice after deployment, by the owner of the card asked.
    pub(crate) fn check_after_deployment<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_GAME_13, player, choice.player()));
        }
        if self.scouting().is_none() {
            return Err(E::not_an_option(B_GAME_6, REARRANGE_OR_DONE));
        }
        match *choice {
            Choice::Done { .. } => Ok(()),
            Choice::Rearrange { creature, cell, .. } => self.check_rearrange(player, creature, cell),
            _ => Err(E::not_an_option(B_GAME_6, REARRANGE_OR_DONE)),
        }
    }

    /// [B-GAME-6] `creature` onto `cell`: a card of `player`'s on the board, onto another cell
    /// of their half, the cards left as the placement order allows.
    fn check_rearrange<E: Refusal>(&self, player: u8, creature: u16, cell: Cell) -> Result<(), E> {
        let c = self.creature(creature).filter(|c| c.owner == player && !c.dead && !c.flying);
        let Some(c) = c else {
            return Err(E::illegal(B_GAME_6, || {
                let n = self.name(creature);
                say!(Lang::worded(), en: "{n} is not a card of yours on the board",
                                     ru: "{n} — не ваша карта на поле боя")
            }));
        };
        let [x, y] = cell;
        if c.cell == cell {
            return Err(E::illegal(B_GAME_6, || {
                let n = self.name(creature);
                say!(Lang::worded(), en: "{n} lies on [{x}, {y}] already", ru: "{n} уже лежит на [{x}, {y}]")
            }));
        }
        if !Self::half_cells(player).any(|h| h == cell) {
            return Err(E::illegal(B_GAME_6, || {
                say!(Lang::worded(), en: "[{x}, {y}] is not a cell of your half", ru: "[{x}, {y}] — не клетка вашей половины поля")
            }));
        }
        if self.placement_allows(player, &self.cells_after(player, creature, cell)) {
            return Ok(());
        }
        Err(E::illegal(B_GAME_6, || {
            let n = self.name(creature);
            say!(Lang::worded(), en: "{n} cannot go onto [{x}, {y}]: the cards would not lie as the placement order allows (each group of cells full before the next)",
                                 ru: "{n} не может лечь на [{x}, {y}]: карты легли бы не в порядке расстановки (каждая группа клеток заполняется до следующей)")
        }))
    }

    /// [B-GAME-13] [B-GAME-6] Applies a checked choice after deployment.
    pub(crate) fn apply_after_deployment(&mut self, choice: &Choice) {
        match *choice {
            Choice::Rearrange { player, creature, cell } => {
                let from = self.cr(creature).cell;
                let other = self.alive().find(|c| c.owner == player && !c.flying && c.cell == cell && c.uid != creature).map(|c| c.uid);
                self.cr_mut(creature).cell = cell;
                if let Some(o) = other {
                    self.cr_mut(o).cell = from;
                }
                let (moved, swapped) = (self.cref(creature), other.map(|o| self.cref(o)));
                self.emit(B_GAME_6, EventKind::Rearranged { player, creature: moved, from, to: cell, swapped });
            }
            Choice::Done { player } => {
                self.emit(B_GAME_6, EventKind::RearrangementDone { player });
                self.prep_mut().scouts.remove(0);
                self.next_scout();
            }
            _ => {}
        }
    }
}
