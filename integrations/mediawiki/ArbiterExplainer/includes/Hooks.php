<?php
/**
 * The <arbiter-explainer> tag: an Arbiter scenario resolved step by step, shown from the site
 * that serves the explainer ($wgArbiterExplainerOrigin), as an iframe of its explainer.html
 * (sized to its content by ext.arbiterExplainer.resize) or as the <arbiter-explainer> element
 * itself ($wgArbiterExplainerMode = "element"; its script loaded by ext.arbiterExplainer.element).
 *
 * Every attribute is checked against what it may be; a tag with one wrong attribute shows an
 * error naming it and nothing else. All HTML is built by Html:: (and Xml::), so no text of the editor's
 * reaches the page unescaped.
 */

namespace MediaWiki\Extension\ArbiterExplainer;

use Config;
use Html;
use MediaWiki\Hook\ParserFirstCallInitHook;
use Parser;
use PPFrame;
use Xml;

class Hooks implements ParserFirstCallInitHook {
	private const ATTRIBUTES = [ 'scenario', 's', 'lang', 'step', 'autoplay', 'theme', 'speed', 'title', 'height' ];
	private const LANGS = [ 'en', 'fr', 'ru', 'it' ];
	private const MAX_PACKED = 32768;

	/** @var Config */
	private $config;

	public function __construct( Config $config ) {
		$this->config = $config;
	}

	/** @param Parser $parser */
	public function onParserFirstCallInit( $parser ) {
		$parser->setHook( 'arbiter-explainer', [ $this, 'render' ] );
	}

	/**
	 * The tag's HTML.
	 * @param string|null $input the tag's content: the fallback link's text
	 * @param array $args its attributes (names lowercased, entities decoded by the parser)
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string
	 */
	public function render( $input, array $args, Parser $parser, PPFrame $frame ) {
		$origin = self::origin( (string)$this->config->get( 'ArbiterExplainerOrigin' ) );
		if ( $origin === null ) {
			return self::error( $parser, 'arbiterexplainer-error-origin' );
		}
		$mode = $this->config->get( 'ArbiterExplainerMode' );
		if ( $mode !== 'iframe' && $mode !== 'element' ) {
			return self::error( $parser, 'arbiterexplainer-error-mode' );
		}
		$o = self::options( $args );
		if ( isset( $o['error'] ) ) {
			return self::error( $parser, ...$o['error'] );
		}

		$input = trim( (string)$input );
		$label = $input !== '' ? $input : ( $o['title'] ?? self::msg( $parser, 'arbiterexplainer-default-link' )->text() );
		$page = self::pageUrl( $origin, $o );
		$out = $parser->getOutput();

		if ( $mode === 'iframe' ) {
			$out->addModules( [ 'ext.arbiterExplainer.resize' ] );
			return Html::element( 'iframe', [
				'class' => 'arbiter-explainer-frame',
				'src' => $page,
				'title' => $o['title'] ?? $label,
				'loading' => 'lazy',
				'style' => 'width:100%;height:' . $o['height'] . 'px;border:0',
			] );
		}

		// The element: the scenario by absolute address (the page is on another site), or packed.
		$out->addModules( [ 'ext.arbiterExplainer.element' ] );
		$out->addJsConfigVars( 'wgArbiterExplainerOrigin', $origin );
		$attrs = [];
		if ( isset( $o['scenario'] ) ) {
			$attrs['src'] = self::absolute( $origin, $o['scenario'] );
		} else {
			$attrs['s'] = $o['s'];
		}
		$attrs['lang'] = $o['lang'];
		foreach ( [ 'step', 'autoplay', 'theme', 'speed' ] as $name ) {
			if ( isset( $o[$name] ) ) {
				$attrs[$name] = $o[$name];
			}
		}
		// Xml::, not Html::, for the element: Html:: writes `autoplay` (a boolean attribute of
		// <video>) as autoplay="", which the element would read as "play".
		return Xml::tags( 'arbiter-explainer', $attrs,
			Html::element( 'a', [ 'href' => $page ], $label ) );
	}

	/**
	 * The configured origin without its trailing slash, or null unless it is an http(s) address
	 * with a host and no query, fragment or credentials.
	 * @param string $origin
	 * @return string|null
	 */
	private static function origin( string $origin ) {
		$origin = rtrim( trim( $origin ), '/' );
		$parts = parse_url( $origin );
		if ( !is_array( $parts ) || !isset( $parts['scheme'], $parts['host'] ) ||
			!in_array( strtolower( $parts['scheme'] ), [ 'http', 'https' ], true ) ||
			isset( $parts['query'] ) || isset( $parts['fragment'] ) || isset( $parts['user'] ) ||
			preg_match( '/[\s"\'<>\\\\]/', $origin )
		) {
			return null;
		}
		return $origin;
	}

	/**
	 * The checked options of the tag: scenario or s, lang, step, autoplay, theme, speed, title,
	 * height; or [ 'error' => [ message key, value ] ] for the first wrong one.
	 * @param array $args
	 * @return array
	 */
	private static function options( array $args ) {
		foreach ( $args as $name => $value ) {
			if ( !in_array( $name, self::ATTRIBUTES, true ) ) {
				return [ 'error' => [ 'arbiterexplainer-error-unknown', (string)$name ] ];
			}
		}
		$o = [];
		$has = static function ( $name ) use ( $args ) {
			return array_key_exists( $name, $args );
		};
		if ( $has( 'scenario' ) === $has( 's' ) ) {
			return [ 'error' => [ 'arbiterexplainer-error-source' ] ];
		}
		if ( $has( 'scenario' ) ) {
			$scenario = trim( $args['scenario'] );
			if ( !self::validScenario( $scenario ) ) {
				return [ 'error' => [ 'arbiterexplainer-error-scenario', $args['scenario'] ] ];
			}
			$o['scenario'] = $scenario;
		} else {
			$s = trim( $args['s'] );
			if ( strlen( $s ) > self::MAX_PACKED || !preg_match( '/^[A-Za-z0-9_-]+$/D', $s ) ) {
				return [ 'error' => [ 'arbiterexplainer-error-s', $args['s'] ] ];
			}
			$o['s'] = $s;
		}
		$o['lang'] = trim( $args['lang'] ?? 'en' );
		if ( !in_array( $o['lang'], self::LANGS, true ) ) {
			return [ 'error' => [ 'arbiterexplainer-error-lang', $args['lang'] ] ];
		}
		if ( $has( 'step' ) ) {
			$step = trim( $args['step'] );
			if ( $step !== '' ) {
				if ( !preg_match( '/^[0-9]{1,6}$/D', $step ) ) {
					return [ 'error' => [ 'arbiterexplainer-error-step', $args['step'] ] ];
				}
				$o['step'] = (string)(int)$step;
			}
		}
		$keywords = [ 'autoplay' => [ 'on', 'off' ], 'theme' => [ 'light', 'dark' ] ];
		foreach ( $keywords as $name => $allowed ) {
			if ( $has( $name ) ) {
				$value = trim( $args[$name] );
				if ( !in_array( $value, $allowed, true ) ) {
					return [ 'error' => [ "arbiterexplainer-error-$name", $args[$name] ] ];
				}
				$o[$name] = $value;
			}
		}
		if ( $has( 'speed' ) ) {
			$speed = trim( $args['speed'] );
			if ( !preg_match( '/^[0-9]{1,5}$/D', $speed ) || (int)$speed > 10000 ) {
				return [ 'error' => [ 'arbiterexplainer-error-speed', $args['speed'] ] ];
			}
			$o['speed'] = (string)(int)$speed;
		}
		if ( $has( 'title' ) ) {
			$title = trim( $args['title'] );
			if ( mb_strlen( $title ) > 300 || preg_match( '/[\x00-\x1f\x7f<>]/', $title ) ) {
				return [ 'error' => [ 'arbiterexplainer-error-title', $args['title'] ] ];
			}
			if ( $title !== '' ) {
				$o['title'] = $title;
			}
		}
		$height = trim( $args['height'] ?? '600' );
		if ( !preg_match( '/^[0-9]{3,4}$/D', $height ) || (int)$height < 100 || (int)$height > 4000 ) {
			return [ 'error' => [ 'arbiterexplainer-error-height', $args['height'] ] ];
		}
		$o['height'] = (int)$height;
		return $o;
	}

	/**
	 * A path on the explainer's site (no "..", no "//", no scheme) or an http(s) address.
	 * @param string $scenario
	 * @return bool
	 */
	private static function validScenario( string $scenario ) {
		if ( preg_match( '#^[A-Za-z0-9][A-Za-z0-9._~/-]*$#D', $scenario ) ) {
			return strpos( $scenario, '..' ) === false && strpos( $scenario, '//' ) === false;
		}
		$parts = parse_url( $scenario );
		return is_array( $parts ) && isset( $parts['scheme'], $parts['host'] ) &&
			in_array( strtolower( $parts['scheme'] ), [ 'http', 'https' ], true ) &&
			!isset( $parts['user'] ) && !preg_match( '/[\s"\'<>\\\\]/', $scenario );
	}

	/**
	 * The scenario's absolute address: a relative path is on the explainer's site.
	 * @param string $origin
	 * @param string $scenario
	 * @return string
	 */
	private static function absolute( string $origin, string $scenario ) {
		return preg_match( '#^https?://#i', $scenario ) ? $scenario : "$origin/$scenario";
	}

	/**
	 * ORIGIN/explainer.html with the options: in its query, or, for a packed scenario, the
	 * scenario and step after "#" (kept out of server logs, and not limited by them in length).
	 * @param string $origin
	 * @param array $o
	 * @return string
	 */
	private static function pageUrl( string $origin, array $o ) {
		$query = [
			'scenario' => $o['scenario'] ?? null,
			'lang' => $o['lang'],
			'step' => isset( $o['scenario'] ) ? ( $o['step'] ?? null ) : null,
			'autoplay' => $o['autoplay'] ?? null,
			'theme' => $o['theme'] ?? null,
			'speed' => $o['speed'] ?? null,
		];
		$url = wfAppendQuery( "$origin/explainer.html", $query );
		if ( isset( $o['s'] ) ) {
			$url .= '#' . wfArrayToCgi( [ 's' => $o['s'], 'step' => $o['step'] ?? null ] );
		}
		return $url;
	}

	/**
	 * The message `$key` in the language of the page being parsed.
	 * @param Parser $parser
	 * @param string $key
	 * @return \Message
	 */
	private static function msg( Parser $parser, string $key ) {
		return wfMessage( $key )->inLanguage( $parser->getTargetLanguage() );
	}

	/**
	 * The error `$key` (its value, shortened, as plain text), escaped.
	 * @param Parser $parser
	 * @param string $key
	 * @param string|null $value
	 * @return string
	 */
	private static function error( Parser $parser, string $key, $value = null ) {
		$msg = self::msg( $parser, $key );
		if ( $value !== null ) {
			$value = (string)$value;
			$msg->plaintextParams( mb_strlen( $value ) > 80 ? mb_substr( $value, 0, 80 ) . '…' : $value );
		}
		return Html::element( 'strong', [ 'class' => 'error' ], $msg->text() );
	}
}
