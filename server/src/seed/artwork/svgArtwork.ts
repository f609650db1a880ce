import { colourAt, paletteColours, paletteTraits, utf8, type ArtworkGenerator, type TraitTable } from './Artwork';

/** How a family of SVG pieces varies: its shapes and patterns, and what it calls them. */
export interface SvgStyle {
  readonly shapes: TraitTable;
  readonly patterns: TraitTable;
  readonly backgrounds: TraitTable;
}

const backgroundFill = (background: string, colours: readonly string[]): string =>
  background === 'Dark' ? '#0a0a0a' : background === 'Paper' ? '#f3efe6' : colourAt(colours, 4);

function shapeMarkup(shape: string, x: number, y: number, size: number, fill: string, turn: number): string {
  const transform = `transform="rotate(${turn} ${x} ${y})"`;
  switch (shape) {
    case 'Circle':
      return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`;
    case 'Triangle':
      return `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${fill}" ${transform}/>`;
    case 'Ring':
      return `<circle cx="${x}" cy="${y}" r="${size / 2.4}" fill="none" stroke="${fill}" stroke-width="${size / 8}"/>`;
    case 'Diamond':
      return `<rect x="${x - size / 3}" y="${y - size / 3}" width="${(size * 2) / 3}" height="${(size * 2) / 3}" fill="${fill}" transform="rotate(45 ${x} ${y})"/>`;
    default:
      return `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" fill="${fill}" ${transform}/>`;
  }
}

/** Generative geometry: a grid, spiral or scatter of one shape in one palette on one background. */
export function svgArtwork(style: SvgStyle): ArtworkGenerator {
  return (random) => {
    const palette = random.weighted(paletteTraits);
    const shape = random.weighted(style.shapes);
    const pattern = random.weighted(style.patterns);
    const background = random.weighted(style.backgrounds);
    const colours = paletteColours(palette);
    const marks: string[] = [];
    if (pattern === 'Grid') {
      const cells = random.between(3, 6);
      const step = 240 / cells;
      for (let row = 0; row < cells; row += 1)
        for (let column = 0; column < cells; column += 1)
          marks.push(
            shapeMarkup(
              shape,
              20 + step * (column + 0.5),
              20 + step * (row + 0.5),
              step * (0.4 + random.next() * 0.5),
              colourAt(colours, random.below(4)),
              random.below(90),
            ),
          );
    } else if (pattern === 'Spiral') {
      const turns = random.between(18, 40);
      for (let at = 0; at < turns; at += 1) {
        const angle = at * 0.5;
        const radius = 6 + at * (110 / turns);
        marks.push(
          shapeMarkup(
            shape,
            Math.round(140 + Math.cos(angle) * radius),
            Math.round(140 + Math.sin(angle) * radius),
            8 + at * 0.8,
            colourAt(colours, at),
            at * 7,
          ),
        );
      }
    } else {
      const count = random.between(8, 24);
      for (let at = 0; at < count; at += 1)
        marks.push(
          shapeMarkup(
            shape,
            random.between(20, 260),
            random.between(20, 260),
            random.between(12, 70),
            colourAt(colours, random.below(4)),
            random.below(180),
          ),
        );
    }
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 280" width="280" height="280">` +
      `<rect width="280" height="280" fill="${backgroundFill(background, colours)}"/>${marks.join('')}</svg>`;
    return {
      contentType: 'image/svg+xml',
      body: utf8(svg),
      attributes: [
        { trait_type: 'Background', value: background },
        { trait_type: 'Shape', value: shape },
        { trait_type: 'Palette', value: palette },
        { trait_type: 'Pattern', value: pattern },
      ],
    };
  };
}
