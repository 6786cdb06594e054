// The Yummell page (yummell.html): the shell's game page with the Yummell ruleset.
import { startGamePage } from "../shell/game-page";
import { yummellGame } from "../rulesets/yummell";

startGamePage(yummellGame);
