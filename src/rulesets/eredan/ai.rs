//! What the computer opponents need of Eredan (`bots::Searchable`): who decides, a world in
//! which the hidden cards are sampled anew, and an evaluation.

use super::game::EredanGame;
use super::state::{Phase, PlayStatus, Played, Pos};
use crate::bots::{redeal, reseed, Searchable};
use crate::core::{Card, Rng};

impl Searchable for EredanGame {
    fn to_move(&self) -> Option<u8> {
        match self.st.phase {
            Phase::Fighters => Some(self.st.active),
            Phase::Play(p) | Phase::Discard(p) => Some(p),
            Phase::TurnOver | Phase::Over => None,
        }
    }

    fn determinize(&self, viewer: u8, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let (me, opp) = (usize::from(viewer), usize::from(1 - viewer));
        // The opponent's secret play, when it chose before the viewer [E-PLAY-1].
        let hidden_play: Vec<Card> = match (&g.st.combat, g.st.phase) {
            (Some(c), Phase::Play(p)) if p == viewer => c.played[opp].iter().map(|x| x.card).collect(),
            _ => vec![],
        };
        let hand_len = g.st.players[opp].hand.len() + hidden_play.len();
        let mut pool = std::mem::take(&mut g.st.players[opp].hand);
        pool.append(&mut g.st.players[opp].deck);
        pool.extend_from_slice(&hidden_play);
        let mut dealt = redeal(&pool, rng);
        let deck = dealt.split_off(hand_len.min(dealt.len()));
        g.st.players[opp].hand = dealt;
        g.st.players[opp].deck = deck;
        if !hidden_play.is_empty() {
            // The opponent chooses again, among its legal plays, from the hand it might hold.
            let options = g.play_option_defs(1 - viewer);
            let (first, second) = options[rng.index(options.len())];
            let mut played = Vec::new();
            for def in [first, second].into_iter().flatten() {
                if let Some(card) = crate::core::zone::take_def(&mut g.st.players[opp].hand, def) {
                    played.push(Played {
                        card,
                        status: PlayStatus::Waiting,
                        placed: 0,
                    });
                }
            }
            if let Some(c) = g.st.combat.as_mut() {
                c.played[opp] = played;
            }
        }
        // The viewer knows what is left in its own deck, not in what order.
        g.st.players[me].deck = redeal(&g.st.players[me].deck, rng);
        g.st.rng = reseed(rng);
        g
    }

    fn evaluate(&self, player: u8) -> f64 {
        let side = |p: u8| -> f64 {
            self.st
                .positions(p)
                .map(|pos: Pos| {
                    let c = self.st.ch(pos);
                    if c.dead {
                        0.0
                    } else {
                        f64::from(c.pv.max(0)) + 4.0
                    }
                })
                .sum()
        };
        let score =
            f64::from(self.st.players[usize::from(player)].score - self.st.players[usize::from(1 - player)].score);
        ((side(player) - side(1 - player)) / 60.0 + score / 400.0).clamp(-1.0, 1.0)
    }
}
