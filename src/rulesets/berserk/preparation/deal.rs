//! [B-GAME-5] The deal: each player shuffles their deck and draws 15 cards; a player may
//! redeal (the deal back, shuffled, 15 drawn again) for 1 gold each time, with no cap while
//! gold remains (**Decision** of the rules), then keeps a deal. The first player decides first.

use super::DEAL_SIZE;
use crate::core::{ByPlayer, Priority};
use crate::rulesets::berserk::events::EventKind;
use crate::rulesets::berserk::game::{BerserkGame, Choice, Phase, Refusal};
use crate::rulesets::berserk::narrate::{say, words, Lang};
use crate::rulesets::berserk::rules::B_GAME_5;

use super::DealtCard;

impl BerserkGame {
    /// [B-GAME-5] Both decks shuffled and dealt, the first player's first; the first player
    /// then decides on their deal.
    pub(crate) fn deal_both(&mut self, first: u8) {
        // Each event's frame shows the state it leaves: the first player to decide.
        self.st.phase = Phase::Deal;
        self.st.active = first;
        self.st.priority = Priority::new(first);
        for p in [first, 1 - first] {
            self.draw_deal(p);
        }
    }

    /// [B-GAME-5] `player`'s deal back into their deck (if any), the deck shuffled, 15 drawn.
    fn draw_deal(&mut self, player: u8) {
        let mut rng = self.st.rng.clone();
        let camp = &mut self.prep_mut().camps[usize::from(player)];
        camp.deck.extend(camp.deal.drain(..).map(|d| d.def));
        rng.shuffle(&mut camp.deck);
        let n = DEAL_SIZE.min(camp.deck.len());
        camp.deal = camp.deck.drain(..n).map(|def| DealtCard { def, taken: false, extra: 0, companion: false, early: false, discount: 0 }).collect();
        let (cards, deck, redeals) = (n as u8, camp.deck.len() as u8, camp.redeals);
        self.st.rng = rng;
        self.emit(
            B_GAME_5,
            EventKind::Dealt {
                player,
                cards,
                deck,
                redeals,
            },
        );
    }

    /// [B-GAME-5] Redeal while gold remains, or keep the deal.
    pub(crate) fn deal_options(&self, player: u8) -> Vec<Choice> {
        let mut options = vec![Choice::Keep { player }];
        if self.camp(player).crystals.gold > 0 {
            options.push(Choice::Redeal { player });
        }
        options
    }

    pub(crate) fn check_deal<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_GAME_5, player, choice.player()));
        }
        match choice {
            Choice::Keep { .. } => Ok(()),
            Choice::Redeal { .. } if self.camp(player).crystals.gold > 0 => Ok(()),
            Choice::Redeal { .. } => Err(E::illegal(B_GAME_5, || {
                say!(Lang::worded(), en: "a redeal costs 1 gold and player {player} has none left",
                                     ru: "пересдача стоит 1 золотой, а у игрока {player} золота не осталось")
            })),
            _ => Err(E::not_an_option(
                B_GAME_5,
                words!(en: "the deal: keep it or redeal", ru: "раздача: оставить (keep) или пересдать (redeal)"),
            )),
        }
    }

    /// [B-GAME-5] A redeal paid for, or the deal kept: then the second player decides, or
    /// recruitment begins with the first player [B-GAME-3].
    pub(crate) fn apply_deal(&mut self, choice: &Choice) {
        match *choice {
            Choice::Redeal { player } => {
                let camp = &mut self.prep_mut().camps[usize::from(player)];
                camp.crystals.gold -= 1;
                camp.redeals += 1;
                self.draw_deal(player);
            }
            Choice::Keep { player } => {
                let camp = &mut self.prep_mut().camps[usize::from(player)];
                camp.kept = camp.deal.iter().map(|d| d.def).collect();
                self.next_preparer(player, Phase::Recruit);
                self.emit(B_GAME_5, EventKind::DealKept { player });
            }
            _ => {}
        }
    }
}
