// The guard of a scenario engine (`arbiter-engine/<ruleset>/scenarios`, copied there as guard.js):
// it has no Game class, so nothing to guard (pkg/guard.js guards the game engines). Its init.js
// is pkg/scenarios-init.js.
