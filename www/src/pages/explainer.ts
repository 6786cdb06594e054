// The explainer's one script (arbiter-explainer.js): `<arbiter-explainer>` for the scenarios of
// every ruleset of the site (www/src/rulesets/registry.ts). Each ruleset's module (its board,
// words and engine) is a chunk of its own, loaded when a scenario of that ruleset is first shown.
import { defineExplainer, registerRulesets } from "../shell/explainer";

registerRulesets();
defineExplainer();
