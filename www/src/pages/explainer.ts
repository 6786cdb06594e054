// The explainer's one script (arbiter-explainer.js): `<arbiter-explainer>` for the scenarios of
// every ruleset.
import { defineExplainer, registerExplainer } from "../shell/explainer";
import { eredan } from "../rulesets/eredan";
import { berserk } from "../rulesets/berserk";
import { yummell } from "../rulesets/yummell";

registerExplainer(eredan);
registerExplainer(berserk);
registerExplainer(yummell);
defineExplainer();
