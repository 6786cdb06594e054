//! What the computer opponents need of Yummell (`bots::Searchable`): the other players' hands
//! and the deck's order are hidden, so a searched copy re-deals them from what the viewer can
//! know; the evaluation is the race itself (how far ahead of the best rival).

use super::game::YummellGame;
use crate::bots::{redeal, reseed, Searchable};
use crate::core::{ByPlayer, Game, Rng};

impl Searchable for YummellGame {
    fn to_move(&self) -> Option<u8> {
        self.pending().map(|d| d.player())
    }

    fn determinize(&self, viewer: u8, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let others: Vec<usize> = (0..g.players.len()).filter(|p| *p != usize::from(viewer)).collect();
        let mut pool = std::mem::take(&mut g.deck);
        let sizes: Vec<usize> = others.iter().map(|p| g.players[*p].hand.len()).collect();
        for p in &others {
            pool.append(&mut g.players[*p].hand);
        }
        let mut dealt = redeal(&pool, rng);
        for (p, n) in others.iter().zip(sizes) {
            let rest = dealt.split_off(n.min(dealt.len()));
            g.players[*p].hand = dealt;
            dealt = rest;
        }
        g.deck = dealt;
        g.rng = reseed(rng);
        g
    }

    fn evaluate(&self, player: u8) -> f64 {
        let len = self.cat.path.len().max(1) as f64;
        let own = f64::from(self.players[usize::from(player)].square);
        let best_rival = self
            .players
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != usize::from(player))
            .map(|(_, p)| f64::from(p.square))
            .fold(0.0, f64::max);
        ((own - best_rival) / len).clamp(-1.0, 1.0)
    }
}
