import { PNG } from 'pngjs';

type Rgb = readonly [number, number, number];

/** What one pattern's screenshot shows: a phone-width page whose call to action differs between patterns. */
export interface Wireframe {
  /** The call-to-action button's colour. */
  button: Rgb;
  /** Where the button sits: under the first view, only at the end of the page, or fixed to the bottom of the screen. */
  place: 'hero' | 'end' | 'sticky';
  /** A wide button spans the page; a narrow one is half of it. */
  wide: boolean;
  /** Input rows of a form between the text and the button (0: no form). */
  formRows: number;
  /** A coloured strip under the header (a shipping or campaign notice), or none. */
  notice?: Rgb;
}

const WIDTH = 360;
const HEIGHT = 640;
const MARGIN = 24;
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [60, 64, 72];
const LINE: Rgb = [206, 211, 218];
const HERO: Rgb = [226, 232, 240];
const FIELD: Rgb = [245, 247, 250];

function fill(png: PNG, x: number, y: number, w: number, h: number, colour: Rgb): void {
  for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + h); row++) {
    for (let col = Math.max(0, x); col < Math.min(WIDTH, x + w); col++) {
      const at = (row * WIDTH + col) * 4;
      png.data[at] = colour[0];
      png.data[at + 1] = colour[1];
      png.data[at + 2] = colour[2];
      png.data[at + 3] = 255;
    }
  }
}

/** Lines of body text as grey bars, the last one shorter, as a paragraph looks from afar. */
function paragraph(png: PNG, y: number, lines: number): number {
  for (let i = 0; i < lines; i++) {
    const width = i === lines - 1 ? (WIDTH - MARGIN * 2) * 0.6 : WIDTH - MARGIN * 2;
    fill(png, MARGIN, y + i * 16, Math.round(width), 8, LINE);
  }
  return y + lines * 16 + 12;
}

function button(png: PNG, y: number, frame: Wireframe): void {
  const width = frame.wide ? WIDTH - MARGIN * 2 : (WIDTH - MARGIN * 2) / 2;
  const x = frame.wide ? MARGIN : (WIDTH - width) / 2;
  fill(png, x, y, width, 44, frame.button);
  // The label, as a light bar in the middle of the button.
  fill(png, x + width / 2 - 40, y + 18, 80, 8, WHITE);
}

/** Where visitors clicked on a heatmap: a centre (0–1 of the page's width and height) and how much. */
export interface HeatSpot {
  x: number;
  y: number;
  /** 0–1: the share of clicks, from a faint blue haze to a red core. */
  heat: number;
}

/** The colour of a heatmap at a level of 0–1: blue, green, yellow, red. */
function heatColour(level: number): Rgb {
  const blue: Rgb = [40, 90, 220];
  const stops: Rgb[] = [blue, [40, 190, 90], [250, 210, 40], [230, 40, 30]];
  const at = Math.min(stops.length - 1.001, Math.max(0, level) * (stops.length - 1));
  const [a, b] = [stops[Math.floor(at)] ?? blue, stops[Math.floor(at) + 1] ?? blue];
  const t = at - Math.floor(at);
  const mix = (i: 0 | 1 | 2) => Math.round(a[i] + (b[i] - a[i]) * t);
  return [mix(0), mix(1), mix(2)];
}

/** Blends each spot over the page, strongest at its centre, as a click heatmap tool draws it. */
function paintHeat(png: PNG, spots: HeatSpot[]): void {
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      let level = 0;
      for (const spot of spots) {
        const dx = (col - spot.x * WIDTH) / 70;
        const dy = (row - spot.y * HEIGHT) / 55;
        level += spot.heat * Math.exp(-(dx * dx + dy * dy));
      }
      if (level < 0.05) continue;
      const colour = heatColour(level);
      const alpha = Math.min(0.65, 0.25 + level * 0.5);
      const at = (row * WIDTH + col) * 4;
      colour.forEach((value, i) => {
        png.data[at + i] = Math.round((png.data[at + i] ?? 0) * (1 - alpha) + value * alpha);
      });
    }
  }
}

/** A wireframe screenshot of a landing page as a PNG, drawn at seed time so the demo ships no binary files. */
export function wireframePng(frame: Wireframe, heat: HeatSpot[] = []): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  fill(png, 0, 0, WIDTH, HEIGHT, WHITE);
  fill(png, 0, 0, WIDTH, 48, INK);
  fill(png, MARGIN, 20, 72, 8, WHITE);
  let y = 48;
  if (frame.notice) {
    fill(png, 0, y, WIDTH, 28, frame.notice);
    fill(png, WIDTH / 2 - 60, y + 10, 120, 8, WHITE);
    y += 28;
  }
  fill(png, 0, y, WIDTH, 180, HERO);
  fill(png, MARGIN, y + 120, 200, 14, INK);
  y += 196;
  if (frame.place === 'hero') {
    button(png, y, frame);
    y += 60;
  }
  y = paragraph(png, y, 4);
  for (let i = 0; i < frame.formRows; i++) {
    fill(png, MARGIN, y, 90, 8, INK);
    fill(png, MARGIN, y + 12, WIDTH - MARGIN * 2, 24, FIELD);
    fill(png, MARGIN, y + 36, WIDTH - MARGIN * 2, 1, LINE);
    y += 46;
  }
  y = paragraph(png, y, frame.formRows > 0 ? 1 : 5);
  if (frame.place === 'end') button(png, Math.min(y, HEIGHT - 60), frame);
  if (frame.place === 'sticky') {
    fill(png, 0, HEIGHT - 64, WIDTH, 64, WHITE);
    fill(png, 0, HEIGHT - 64, WIDTH, 1, LINE);
    button(png, HEIGHT - 54, frame);
  }
  paintHeat(png, heat);
  return PNG.sync.write(png);
}
