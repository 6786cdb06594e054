/*
 * Loads the <arbiter-explainer> element's script from the explainer's site, once: the element
 * then draws itself (in its own shadow root) where the tag put it. ES5.
 */
( function () {
	var origin = mw.config.get( 'wgArbiterExplainerOrigin' ), script;
	if ( !origin || document.querySelector( 'script[data-arbiter-explainer]' ) ) {
		return;
	}
	script = document.createElement( 'script' );
	script.type = 'module';
	script.src = origin + '/arbiter-explainer.js';
	script.setAttribute( 'data-arbiter-explainer', '' );
	document.head.appendChild( script );
}() );
