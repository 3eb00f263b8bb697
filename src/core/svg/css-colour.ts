/**
 * Which strings are colours: the CSS colour forms a picture may carry in a
 * `fill` or `stroke` attribute — a named colour, `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (comma or space syntax).
 * Nothing else: no `url(…)` (which would make a viewer fetch or reference
 * something), no `var()`, no keywords such as `inherit`.
 */

/** The CSS Color Module Level 4 named colours, plus `transparent`. */
const NAMED = /* @__PURE__ */ new Set(('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown '
  + 'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod '
  + 'darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen '
  + 'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue '
  + 'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew '
  + 'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan '
  + 'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray '
  + 'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid '
  + 'mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream '
  + 'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen '
  + 'paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown '
  + 'royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow '
  + 'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent').split(' '));

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`;
const PERCENT = `${NUMBER}%`;
const CHANNEL = `(?:${PERCENT}|${NUMBER})`;
const HUE = `${NUMBER}(?:deg|grad|rad|turn)?`;
const ALPHA = CHANNEL;
const S = String.raw`\s*`;
/** `rgb(r, g, b[, a])` or `rgb(r g b[ / a])`, and the same with `rgba`. */
const RGB = /* @__PURE__ */ new RegExp(`^rgba?\\(${S}(?:${CHANNEL}${S},${S}${CHANNEL}${S},${S}${CHANNEL}(?:${S},${S}${ALPHA})?|${CHANNEL}\\s+${CHANNEL}\\s+${CHANNEL}(?:${S}/${S}${ALPHA})?)${S}\\)$`, 'i');
/** `hsl(h, s%, l%[, a])` or `hsl(h s% l%[ / a])`, and the same with `hsla`. */
const HSL = /* @__PURE__ */ new RegExp(`^hsla?\\(${S}(?:${HUE}${S},${S}${PERCENT}${S},${S}${PERCENT}(?:${S},${S}${ALPHA})?|${HUE}\\s+${PERCENT}\\s+${PERCENT}(?:${S}/${S}${ALPHA})?)${S}\\)$`, 'i');

/** Longest colour text read (the longest real form is well under this). */
export const MAX_COLOUR_LENGTH = 100;

/**
 * Whether `value` is a CSS colour of the forms above.
 * @example
 * ```ts
 * isCssColour('rgba(20, 85, 200, 0.45)') // true
 * isCssColour('url(#x)')                 // false
 * ```
 */
export function isCssColour(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_COLOUR_LENGTH) return false;
  return NAMED.has(value.toLowerCase()) || HEX.test(value) || RGB.test(value) || HSL.test(value);
}
