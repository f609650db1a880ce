import { utf8, type ArtworkGenerator } from './Artwork';

const seasons = [
  ['Spring', 30],
  ['Summer', 30],
  ['Autumn', 25],
  ['Winter', 15],
] as const;
const moods = [
  ['Calm', 35],
  ['Hopeful', 30],
  ['Restless', 25],
  ['Euphoric', 10],
] as const;

const openings: Readonly<Record<string, readonly string[]>> = {
  Spring: ['cherry blocks unfold', 'new sats in the grass', 'thawing mempool'],
  Summer: ['heat on the hashrate', 'long light on the chain', 'cicadas of fees'],
  Autumn: ['falling leaf, falling fee', 'the harvest of blocks', 'red floor, amber bids'],
  Winter: ['cold wallet, warm heart', 'snow on the order book', 'still night, one block'],
};
const middles: Readonly<Record<string, readonly string[]>> = {
  Calm: ['a single sat rests in the light', 'the ledger breathes, unhurried', 'nothing to sell, nothing to buy'],
  Hopeful: ['the next block carries my wish', 'a bid rises with the sun', 'somewhere a floor is forming'],
  Restless: ['the mempool hums with waiting', 'I refresh the chart again', 'the fee rate will not settle'],
  Euphoric: ['the floor leaps over the moon', 'every inscription sings at once', 'green candles light the valley'],
};
const closings = [
  'ten minutes pass',
  'confirmed at last',
  'the sat moves on',
  'tick tock, next block',
  'hodl the quiet',
];

const glyphs = ['*', '+', '~', 'o', '#', '.'];

/** A haiku about the chain, sometimes framed in ascii art: plain UTF-8 text, the oldest kind of inscription. */
export const haikuArtwork: ArtworkGenerator = (random, number) => {
  const season = random.weighted(seasons);
  const mood = random.weighted(moods);
  const frame = random.weighted([
    ['None', 6],
    ['Stars', 3],
    ['Box', 1],
  ] as const);
  const lines = [random.pick(openings[season] ?? ['']), random.pick(middles[mood] ?? ['']), random.pick(closings)];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const border = frame === 'Box' ? `+${'-'.repeat(width - 2)}+` : frame === 'Stars' ? '* '.repeat(width / 2) : '';
  const framed =
    frame === 'Box' ? lines.map((line) => `| ${line.padEnd(width - 4)} |`) : lines.map((line) => `  ${line}`);
  const text = [border, ...framed, border, `  — haiku no. ${number}`].filter((line) => line !== '').join('\n');
  return {
    contentType: 'text/plain;charset=utf-8',
    body: utf8(`${text}\n`),
    attributes: [
      { trait_type: 'Season', value: season },
      { trait_type: 'Mood', value: mood },
      { trait_type: 'Frame', value: frame },
    ],
  };
};

/** Ascii landscapes: a skyline of one glyph, its height a trait. */
export const asciiArtwork: ArtworkGenerator = (random) => {
  const glyph = random.pick(glyphs);
  const terrain = random.weighted([
    ['Hills', 5],
    ['Peaks', 3],
    ['Plains', 2],
    ['City', 1],
  ] as const);
  const sky = random.weighted([
    ['Clear', 5],
    ['Moon', 2],
    ['Stars', 2],
    ['Comet', 1],
  ] as const);
  const columns = 32;
  const heights = Array.from({ length: columns }, (_, x) =>
    terrain === 'Plains'
      ? random.between(1, 2)
      : terrain === 'City'
        ? random.between(1, 8)
        : Math.round(4 + Math.sin(x / (terrain === 'Peaks' ? 2 : 5)) * (terrain === 'Peaks' ? 4 : 2)),
  );
  const rows: string[] = [];
  for (let y = 10; y >= 1; y -= 1)
    rows.push(
      heights
        .map((height, x) => {
          if (height >= y) return glyph;
          if (y === 9 && sky === 'Moon' && x === 26) return 'O';
          if (y === 9 && sky === 'Comet' && x >= 3 && x <= 7) return x === 7 ? '@' : '-';
          if (sky === 'Stars' && (x * 7 + y * 13) % 23 === 0 && y > 6) return '.';
          return ' ';
        })
        .join(''),
    );
  return {
    contentType: 'text/plain;charset=utf-8',
    body: utf8(`${rows.join('\n')}\n`),
    attributes: [
      { trait_type: 'Terrain', value: terrain },
      { trait_type: 'Sky', value: sky },
      { trait_type: 'Glyph', value: glyph },
    ],
  };
};
