//! [B-GAME-4] Who goes first: both players roll a die, a tie rolls again; the higher roll
//! chooses to be the first player or the second. Then each player gets their crystals
//! [B-GAME-2] and their deal [B-GAME-5].

use crate::core::{ByPlayer, Priority};
use crate::rulesets::berserk::deck::{Crystals, Order};
use crate::rulesets::berserk::events::EventKind;
use crate::rulesets::berserk::game::{BerserkGame, Choice, Phase, Refusal};
use crate::rulesets::berserk::narrate::words;
use crate::rulesets::berserk::rules::{B_GAME_2, B_GAME_4};

impl BerserkGame {
    /// [B-GAME-4] The whole game opens: the players roll until the dice differ; the higher
    /// roll is to choose.
    pub(crate) fn roll_for_first(&mut self) {
        let chooser = loop {
            let rolls = [self.st.rng.d6(), self.st.rng.d6()];
            let chooser = match rolls[0].cmp(&rolls[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            self.prep_mut().rolls.push(rolls);
            if let Some(c) = chooser {
                // The state the last event leaves: the chooser is to decide.
                self.prep_mut().chooser = c;
                self.st.phase = Phase::Side;
                self.st.active = c;
                self.st.priority = Priority::new(c);
            }
            self.emit(B_GAME_4, EventKind::FirstPlayerRoll { rolls, chooser });
            if let Some(c) = chooser {
                break c;
            }
        };
        debug_assert_eq!(self.st.active, chooser);
    }

    /// [B-GAME-4] The chooser's two options: to go first, or second.
    pub(crate) fn side_options(&self, player: u8) -> Vec<Choice> {
        [true, false].map(|first| Choice::Side { player, first }).to_vec()
    }

    /// [B-GAME-4] Only the chooser decides, and only this.
    pub(crate) fn check_side<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_GAME_4, player, choice.player()));
        }
        match choice {
            Choice::Side { .. } => Ok(()),
            _ => Err(E::not_an_option(
                B_GAME_4,
                words!(en: "the higher roll chooses who goes first: side with first true or false",
                       ru: "выбирает выбросивший больше: side с first true или false"),
            )),
        }
    }

    /// [B-GAME-4] The choice made: the first player is known; crystals [B-GAME-2], then the
    /// deals [B-GAME-5].
    pub(crate) fn apply_side(&mut self, choice: &Choice) {
        let &Choice::Side { player, first } = choice else {
            return;
        };
        let first_player = if first { player } else { 1 - player };
        self.prep_mut().first = Some(first_player);
        self.emit(
            B_GAME_4,
            EventKind::FirstPlayerChosen {
                chooser: player,
                first_player,
            },
        );
        for p in [first_player, 1 - first_player] {
            let order = if p == first_player { Order::First } else { Order::Second };
            let crystals = Crystals::at_start(order);
            self.prep_mut().camps[usize::from(p)].crystals = crystals;
            self.emit(
                B_GAME_2,
                EventKind::CrystalsGiven {
                    player: p,
                    gold: crystals.gold,
                    silver: crystals.silver,
                },
            );
        }
        self.deal_both(first_player);
    }
}
