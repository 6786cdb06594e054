// The Eredan page (index.html): the shell's game page with the Eredan ruleset.
import { startGamePage } from "../shell/game-page";
import { eredanGame } from "../rulesets/eredan";

startGamePage(eredanGame);
