//! [B-DEATH-1] Life above the card's: extra lives (дополнительные жизни) a creature gains, taken
//! first by the wounds it is dealt; vampirism (вампиризм), healing as much as its simple strike
//! dealt, what is left over becoming extra lives; and a card's maximum life, which no extra life
//! passes. A creature dies when its wounds reach its card's life plus its extra lives.

use smol_str::SmolStr;

use super::events::EventKind;
use super::game::BerserkGame;
use super::rules::B_DEATH_1;

impl BerserkGame {
    /// [B-DEATH-1] The life `uid` has left: its card's, plus its extra lives, less its wounds.
    pub(crate) fn life_left(&self, uid: u16) -> u8 {
        let c = self.cr(uid);
        self.life(uid).saturating_add(c.extra_lives).saturating_sub(self.amount(uid, "life_penalty")).saturating_sub(c.wounds)
    }

    /// [B-DEATH-1] `uid`'s life before extra lives and penalties: its card's, plus the bonus
    /// bought at recruitment [B-GAME-3] and the one an ability gave it for the battle
    /// [B-GAME-12].
    pub(crate) fn life(&self, uid: u16) -> u8 {
        let c = self.cr(uid);
        let bought = match c.paid_extra {
            0 => 0,
            _ => super::deck::extra_price(self.def_of(uid)).map_or(0, |(_, life)| life),
        };
        self.def_of(uid).life.saturating_add(bought).saturating_add(c.life_bonus)
    }

    /// [B-DEATH-1] `wounds` are dealt to `uid`: its extra lives take them first, the rest are
    /// put on it. Returns the wounds on it now.
    pub(crate) fn put_wounds(&mut self, uid: u16, wounds: u8) -> u8 {
        let c = self.cr_mut(uid);
        let lost = wounds.min(c.extra_lives);
        c.extra_lives -= lost;
        c.wounds = c.wounds.saturating_add(wounds - lost);
        let (total, left) = (c.wounds, c.extra_lives);
        if lost > 0 {
            let creature = self.cref(uid);
            self.emit(B_DEATH_1, EventKind::ExtraLivesLost { creature, lost, left });
        }
        total
    }

    /// [B-DEATH-1] `uid` gains up to `n` extra lives by `feature`, as many as its card's
    /// maximum life allows (no limit without one). Returns how many it gained.
    pub(crate) fn gain_extra_lives(&mut self, uid: u16, n: u8, feature: &'static str) -> u8 {
        if self.cr(uid).dead {
            return 0;
        }
        let room = self.max_life(uid).map_or(u8::MAX, |max| max.saturating_sub(self.life_left(uid)));
        let gained = n.min(room);
        if gained > 0 {
            let c = self.cr_mut(uid);
            c.extra_lives = c.extra_lives.saturating_add(gained);
            let total = c.extra_lives;
            let (creature, feature) = (self.cref(uid), SmolStr::new_static(feature));
            self.emit(B_DEATH_1, EventKind::ExtraLivesGained { creature, feature, gained, total });
        }
        gained
    }

    /// [B-DEATH-1] Vampirism, once an attack's strikes have landed and deaths followed: each
    /// living striker with it heals the wounds its simple strike dealt (less what its card
    /// says), then gains the rest as extra lives up to its maximum life.
    pub(crate) fn vampirism_heals(&mut self, dealt: &[(u16, u16, u8)]) {
        for &(striker, target, wounds) in dealt {
            if self.cr(striker).dead {
                continue;
            }
            let Some(less) = self.vampirism(striker, target) else { continue };
            let amount = wounds.saturating_sub(less);
            if amount == 0 {
                continue;
            }
            let healed = self.heal(striker, amount, "vampirism", B_DEATH_1);
            // A heal doubled on its way (the Gloomy Noblewoman) may heal more than the amount.
            self.gain_extra_lives(striker, amount.saturating_sub(healed), "vampirism");
        }
    }
}
