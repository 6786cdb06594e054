// The explainer's one script (arbiter-explainer.js): `<arbiter-explainer>` for the scenarios of
// every ruleset. Each ruleset's module (its board, words and engine) is a chunk of its own,
// loaded when a scenario of that ruleset is first shown.
import { defineExplainer, registerExplainer } from "../shell/explainer";

registerExplainer("eredan", () => import("../rulesets/eredan").then((m) => m.eredan));
registerExplainer("berserk", () => import("../rulesets/berserk").then((m) => m.berserk));
registerExplainer("yummell", () => import("../rulesets/yummell").then((m) => m.yummell));
defineExplainer();
