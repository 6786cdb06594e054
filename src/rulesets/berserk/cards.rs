//! The Berserk catalogue: creatures as data (`data/berserk.json`), validated at load with
//! errors that name the creature and the field. Features are the vocabulary of docs/rules.md
//! Part B ("Features").

use serde::{Deserialize, Serialize};
use smol_str::SmolStr;

/// The built-in catalogue text.
pub const BUILTIN: &str = include_str!("../../../data/berserk.json");

/// A creature's name in each narration language.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    pub en: String,
    pub ru: String,
}

/// A feature (особенность), as data. Unit features are written as a string (`"luck"`),
/// numbered ones as an object (`{"armour": 2}`).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Feature {
    /// `Броня X`: prevents the first X wounds from non-magic attacks each turn [B-ATK-5].
    Armour(u8),
    /// `Удача`: once per turn, reroll one die in the die-roll step [B-ATK-2].
    Luck,
    /// `Опыт в атаке X`: +X to its roll when attacking [B-ATK-2].
    AttackExperience(u8),
    /// `Опыт в защите X`: +X to its roll when defending [B-ATK-2].
    DefenceExperience(u8),
    /// `Направленный удар`: its attacks cannot get a defender [B-ATK-1].
    DirectedStrike,
    /// `Защита от ударов`: simple strikes against it are blocked [B-ATK-4].
    StrikeProtection,
    /// `Каменная кожа`: a strong strike against it is replaced by a medium one [B-ATK-5].
    StoneSkin,
    /// `Боевой клич` (on declaration): +1 to its own roll this attack [B-ATK-1].
    BattleCry,
    /// `Яд X` (on attack): the target gets a poison marker dealing X wounds at the start of
    /// its owner's turn [B-ATK-1], [B-TURN-1].
    Poison(u8),
    /// `Регенерация X`: heals X at the start of its owner's turn [B-TURN-1].
    Regeneration(u8),
    /// `Перенаправление`: may redirect an attack aimed at an adjacent ally to itself
    /// [B-ATK-1].
    Redirect,
}

impl Feature {
    /// The feature's snake_case name (as in the data).
    pub fn key(self) -> &'static str {
        match self {
            Feature::Armour(_) => "armour",
            Feature::Luck => "luck",
            Feature::AttackExperience(_) => "attack_experience",
            Feature::DefenceExperience(_) => "defence_experience",
            Feature::DirectedStrike => "directed_strike",
            Feature::StrikeProtection => "strike_protection",
            Feature::StoneSkin => "stone_skin",
            Feature::BattleCry => "battle_cry",
            Feature::Poison(_) => "poison",
            Feature::Regeneration(_) => "regeneration",
            Feature::Redirect => "redirect",
        }
    }

    fn value(self) -> Option<u8> {
        match self {
            Feature::Armour(x)
            | Feature::AttackExperience(x)
            | Feature::DefenceExperience(x)
            | Feature::Poison(x)
            | Feature::Regeneration(x) => Some(x),
            _ => None,
        }
    }
}

/// A creature definition.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreatureDef {
    pub id: SmolStr,
    pub name: Names,
    /// Wounds it can take: it dies when its wounds reach this [B-DEATH].
    pub life: u8,
    /// Simple strike: weak, medium, strong.
    pub strike: [u8; 3],
    /// Cells per turn, orthogonally [B-TURN-2].
    pub movement: u8,
    #[serde(default)]
    pub features: Vec<Feature>,
}

impl CreatureDef {
    pub fn armour(&self) -> u8 {
        self.num(|f| matches!(f, Feature::Armour(_)))
    }
    pub fn attack_experience(&self) -> u8 {
        self.num(|f| matches!(f, Feature::AttackExperience(_)))
    }
    pub fn defence_experience(&self) -> u8 {
        self.num(|f| matches!(f, Feature::DefenceExperience(_)))
    }
    pub fn poison(&self) -> u8 {
        self.num(|f| matches!(f, Feature::Poison(_)))
    }
    pub fn regeneration(&self) -> u8 {
        self.num(|f| matches!(f, Feature::Regeneration(_)))
    }
    pub fn has(&self, feature: Feature) -> bool {
        self.features.contains(&feature)
    }
    fn num(&self, which: impl Fn(&Feature) -> bool) -> u8 {
        self.features
            .iter()
            .find(|f| which(f))
            .and_then(|f| f.value())
            .unwrap_or(0)
    }
}

/// A creature of a ready squad and its cell in its owner's own rows (`[column, row]`, row 0
/// the back row).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SquadSlot {
    pub card: SmolStr,
    pub cell: [u8; 2],
}

/// A ready squad.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Squad {
    pub id: SmolStr,
    pub name: Names,
    pub creatures: Vec<SquadSlot>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    creatures: Vec<CreatureDef>,
    #[serde(default)]
    squads: Vec<Squad>,
}

/// The validated catalogue: definitions in data order (their index is their `def`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalogue {
    pub creatures: Vec<CreatureDef>,
    pub squads: Vec<Squad>,
}

impl Catalogue {
    /// Reads and validates a catalogue document.
    pub fn from_value(value: serde_json::Value) -> Result<Catalogue, String> {
        let file: File = crate::core::json::from_value(value)?;
        let mut cat = Catalogue {
            creatures: vec![],
            squads: vec![],
        };
        if file.creatures.is_empty() {
            return Err("creatures: a catalogue has at least one creature".into());
        }
        cat.add(file.creatures, "creatures")?;
        for (i, squad) in file.squads.iter().enumerate() {
            cat.check_squad(squad, &format!("squads[{i}] (\"{}\")", squad.id))?;
        }
        cat.squads = file.squads;
        Ok(cat)
    }

    /// The built-in catalogue (validated once).
    pub fn builtin() -> Result<Catalogue, String> {
        static CAT: std::sync::OnceLock<Result<Catalogue, String>> = std::sync::OnceLock::new();
        CAT.get_or_init(|| Catalogue::from_value(crate::core::json::parse(BUILTIN)?))
            .clone()
    }

    /// The built-in catalogue plus a scenario's extra definitions (`field`, an array of
    /// creatures in the same schema); a duplicate id is an error.
    pub fn with_extra(extra: &serde_json::Value, field: &str) -> Result<Catalogue, String> {
        let mut cat = Catalogue::builtin()?;
        let defs: Vec<CreatureDef> = crate::core::json::from_value_in(extra.clone(), field)?;
        cat.add(defs, field)?;
        Ok(cat)
    }

    fn add(&mut self, defs: Vec<CreatureDef>, field: &str) -> Result<(), String> {
        for (i, def) in defs.into_iter().enumerate() {
            let at = format!("{field}[{i}] (\"{}\")", def.id);
            check_def(&def, &at)?;
            if self.find(&def.id).is_some() {
                return Err(format!("{at}.id: duplicate creature id \"{}\"", def.id));
            }
            if self.creatures.len() >= usize::from(u16::MAX) {
                return Err(format!("{field}: too many creatures"));
            }
            self.creatures.push(def);
        }
        Ok(())
    }

    fn check_squad(&self, squad: &Squad, at: &str) -> Result<(), String> {
        if squad.creatures.is_empty() || squad.creatures.len() > 15 {
            return Err(format!("{at}.creatures: a squad has 1 to 15 creatures"));
        }
        for (i, slot) in squad.creatures.iter().enumerate() {
            self.require(&slot.card, &format!("{at}.creatures[{i}].card"))?;
            if slot.cell[0] > 4 || slot.cell[1] > 2 {
                return Err(format!(
                    "{at}.creatures[{i}].cell: a squad starts in its own 3 rows: column 0-4, row 0-2"
                ));
            }
            if squad.creatures[..i].iter().any(|s| s.cell == slot.cell) {
                return Err(format!("{at}.creatures[{i}].cell: the cell is taken"));
            }
        }
        Ok(())
    }

    pub fn find(&self, id: &str) -> Option<u16> {
        self.creatures.iter().position(|d| d.id == id).map(|i| i as u16)
    }

    /// The definition of `id`, or an error naming `field` and the id.
    pub fn require(&self, id: &str, field: &str) -> Result<u16, String> {
        self.find(id).ok_or_else(|| {
            let known: Vec<_> = self
                .creatures
                .iter()
                .map(|c| (c.id.as_str(), c.name.en.as_str()))
                .collect();
            crate::core::suggest::unknown_id(field, "creature", id, &known)
        })
    }

    /// The definition at `def` (defs come from this catalogue; an out-of-range def is the
    /// first definition, never a panic).
    pub fn get(&self, def: u16) -> &CreatureDef {
        let i = usize::from(def).min(self.creatures.len().saturating_sub(1));
        &self.creatures[i]
    }

    pub fn squad(&self, id: &str) -> Option<&Squad> {
        self.squads.iter().find(|s| s.id == id)
    }
}

fn check_def(def: &CreatureDef, at: &str) -> Result<(), String> {
    if def.id.is_empty() {
        return Err(format!("{at}.id: empty id"));
    }
    if !(1..=20).contains(&def.life) {
        return Err(format!("{at}.life: {} is not in 1..=20", def.life));
    }
    let [w, m, s] = def.strike;
    if !(w <= m && m <= s && s <= 10) {
        return Err(format!(
            "{at}.strike: [{w}, {m}, {s}] must be weak <= medium <= strong <= 10"
        ));
    }
    if !(1..=5).contains(&def.movement) {
        return Err(format!("{at}.movement: {} is not in 1..=5", def.movement));
    }
    for (i, f) in def.features.iter().enumerate() {
        if let Some(x) = f.value() {
            if !(1..=6).contains(&x) {
                return Err(format!("{at}.features[{i}].{}: {x} is not in 1..=6", f.key()));
            }
        }
        if def.features[..i].iter().any(|g| g.key() == f.key()) {
            return Err(format!("{at}.features[{i}]: \"{}\" is given twice", f.key()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_loads_and_uses_every_feature() {
        let cat = Catalogue::builtin().unwrap();
        assert!((8..=12).contains(&cat.creatures.len()));
        let keys = [
            "armour",
            "luck",
            "attack_experience",
            "defence_experience",
            "directed_strike",
            "strike_protection",
            "stone_skin",
            "battle_cry",
            "poison",
            "regeneration",
            "redirect",
        ];
        for k in keys {
            assert!(
                cat.creatures.iter().any(|d| d.features.iter().any(|f| f.key() == k)),
                "{k}"
            );
        }
        assert_eq!(cat.squads.len(), 2);
    }

    #[test]
    fn errors_name_creature_and_field() {
        let bad = serde_json::json!({"creatures": [
            {"id": "x", "name": {"en": "X", "ru": "X"}, "life": 0, "strike": [1, 2, 3], "movement": 1}
        ]});
        let e = Catalogue::from_value(bad).unwrap_err();
        assert!(e.starts_with("creatures[0] (\"x\").life:"), "{e}");
        let bad = serde_json::json!({"creatures": [
            {"id": "x", "name": {"en": "X", "ru": "X"}, "life": 2, "strike": [1, 2, 3], "movement": 1,
             "features": [{"armour": 9}]}
        ]});
        let e = Catalogue::from_value(bad).unwrap_err();
        assert!(e.contains("features[0].armour"), "{e}");
    }
}
