/*
 * Arbiter explainer (and replay viewer) iframes take the height their page reports ({ type:
 * "arbiter-explainer-height", height } by postMessage), so they never scroll inside. ES5, and
 * independent of the ArbiterExplainer extension: the same file works pasted into
 * MediaWiki:Common.js, for iframes of explainer.html written by a template.
 */
( function () {
	if ( window.arbiterExplainerResize ) {
		return;
	}
	window.arbiterExplainerResize = true;

	function frames() {
		return document.querySelectorAll( 'iframe.arbiter-explainer-frame, iframe[src*="explainer.html"], iframe[src*="replay.html"]' );
	}

	// Asks a frame for its height (one posted before this script ran was lost).
	function measure( frame ) {
		if ( frame.contentWindow ) {
			frame.contentWindow.postMessage( { type: 'arbiter-explainer-measure' }, '*' );
		}
	}

	window.addEventListener( 'message', function ( event ) {
		var data = event.data, list, height, i;
		if ( !data || data.type !== 'arbiter-explainer-height' ) {
			return;
		}
		height = Math.round( Number( data.height ) );
		if ( !( height > 0 && height < 100000 ) ) {
			return;
		}
		list = frames();
		for ( i = 0; i < list.length; i++ ) {
			// The frame that sent it, if its address is on the sender's origin.
			if ( list[ i ].contentWindow === event.source &&
				list[ i ].src.indexOf( event.origin + '/' ) === 0 ) {
				list[ i ].style.height = height + 'px';
			}
		}
	} );

	function watch() {
		var list = frames(), i;
		for ( i = 0; i < list.length; i++ ) {
			if ( !list[ i ].arbiterWatched ) {
				list[ i ].arbiterWatched = true;
				list[ i ].addEventListener( 'load', function () {
					measure( this );
				} );
			}
			measure( list[ i ] );
		}
	}

	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', watch );
	} else {
		watch();
	}
	// Content added later (a preview): its frames too.
	if ( window.mw && mw.hook ) {
		mw.hook( 'wikipage.content' ).add( watch );
	}
}() );
