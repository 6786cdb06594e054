//! The invariants of an Eredan state, checked on the state alone (property tests and fuzzing
//! call them after every choice): every card in exactly one zone, PV within bounds, the dead
//! carry nothing and do not fight, and the phase agrees with the outcome and the combat.

use super::game::EredanGame;
use super::state::{Phase, PlayStatus, Pos};

impl EredanGame {
    /// The first invariant broken, named with the card or character concerned.
    pub(crate) fn invariants(&self) -> Result<(), String> {
        let st = &self.st;
        let v = self.view();
        // Every card uid 0..next_uid in exactly one zone.
        let mut seen = vec![0u8; st.next_uid as usize];
        for uid in self.card_uids() {
            match seen.get_mut(uid as usize) {
                None => return Err(format!("card uid {uid}: not below next_uid {}", st.next_uid)),
                Some(n) if *n > 0 => return Err(format!("card uid {uid}: in two zones (or twice in one)")),
                Some(n) => *n = 1,
            }
        }
        if let Some(uid) = seen.iter().position(|n| *n == 0) {
            return Err(format!("card uid {uid}: in no zone (lost)"));
        }
        if st.active > 1 {
            return Err(format!("active player {}: not 0 or 1", st.active));
        }
        for (pi, pl) in st.players.iter().enumerate() {
            if pl.characters.len() != 3 {
                return Err(format!("player {pi}: {} characters, not 3", pl.characters.len()));
            }
            for (ci, c) in pl.characters.iter().enumerate() {
                let p = Pos::new(pi, ci);
                let id = &v.def(p).id;
                let who = format!("character {pi}.{ci} ({id})");
                let max = v.max_pv(p);
                if c.pv > max {
                    return Err(format!("{who}: {} PV over its max {max}", c.pv));
                }
                if !c.dead && c.pv <= 0 {
                    return Err(format!("{who}: alive at {} PV", c.pv));
                }
                if c.dead && !c.attached.is_empty() {
                    return Err(format!("{who}: dead with {} attached cards", c.attached.len()));
                }
                if c.dead && st.mods.iter().any(|m| m.who == p) {
                    return Err(format!("{who}: dead with a modifier on it"));
                }
                for a in &c.attached {
                    if a.owner > 1 {
                        return Err(format!(
                            "{who}: attached card uid {} owned by player {}",
                            a.card.uid, a.owner
                        ));
                    }
                }
                let s = v.stats(p);
                if s.att < 0 || s.def < 0 {
                    return Err(format!("{who}: ATT {} / DEF {} below 0", s.att, s.def));
                }
            }
        }
        // The phase, the combat and the outcome agree.
        match (st.phase, st.outcome.is_some()) {
            (Phase::Over, false) => return Err("phase over without an outcome".into()),
            (Phase::Over, true) => {}
            (phase, true) => return Err(format!("an outcome but the phase is {phase:?}")),
            (Phase::Play(p) | Phase::Discard(p), _) if p > 1 => {
                return Err(format!("phase {:?}: no such player", st.phase))
            }
            _ => {}
        }
        if let Phase::Play(_) = st.phase {
            let Some(combat) = &st.combat else {
                return Err("play phase without a combat".into());
            };
            for player in 0..2u8 {
                let index = combat.fighters[usize::from(player)];
                let Some(c) = st.players[usize::from(player)].characters.get(usize::from(index)) else {
                    return Err(format!("fighter {player}.{index}: no such character"));
                };
                if c.dead {
                    return Err(format!("fighter {player}.{index}: dead and fighting"));
                }
            }
        }
        if let Some(combat) = &st.combat {
            for row in &combat.played {
                for pl in row {
                    if pl.status == PlayStatus::Waiting && !matches!(st.phase, Phase::Play(_)) {
                        return Err(format!(
                            "played card uid {}: still waiting outside the play phase",
                            pl.card.uid
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}
