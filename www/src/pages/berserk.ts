// The Berserk page (berserk.html): the shell's game page with the Berserk ruleset.
import { startGamePage } from "../shell/game-page";
import { berserkGame } from "../rulesets/berserk";

startGamePage(berserkGame);
