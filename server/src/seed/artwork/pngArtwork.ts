import { paletteTraits, type ArtworkGenerator, type TraitTable } from './Artwork';
import { encodePng, type Rgb } from './pngImage';

/** What a family of 24×24 characters wears. */
export interface PixelStyle {
  readonly species: TraitTable;
  readonly eyes: TraitTable;
  readonly headwear: TraitTable;
  readonly backgrounds: TraitTable;
}

const size = 24;

const hex = (colour: string): Rgb => [
  parseInt(colour.slice(1, 3), 16),
  parseInt(colour.slice(3, 5), 16),
  parseInt(colour.slice(5, 7), 16),
];

const bodyColour: Readonly<Record<string, string>> = {
  Ape: '#8b5a2b',
  Alien: '#9be564',
  Zombie: '#6b8e23',
  Robot: '#a0a8b0',
  Human: '#f1c27d',
  Cat: '#f4a261',
  Frog: '#3a7d44',
  Ghost: '#e8e8f0',
};

const backgroundColour: Readonly<Record<string, string>> = {
  Blue: '#4f7cac',
  Orange: '#f7931a',
  Purple: '#7b2cbf',
  Grey: '#8d99ae',
  Gold: '#ffd166',
  Black: '#111111',
};

/** A pixel-art character: a head, eyes, a mouth and headwear on a plain background, as a tiny PNG. */
export function pngArtwork(style: PixelStyle): ArtworkGenerator {
  return (random) => {
    const species = random.weighted(style.species);
    const eyes = random.weighted(style.eyes);
    const headwear = random.weighted(style.headwear);
    const background = random.weighted(style.backgrounds);
    const palette = random.weighted(paletteTraits);
    const skin = hex(bodyColour[species] ?? '#c0c0c0');
    const shade: Rgb = [Math.floor(skin[0] * 0.7), Math.floor(skin[1] * 0.7), Math.floor(skin[2] * 0.7)];
    const back = hex(backgroundColour[background] ?? '#222222');
    const accent = hex(random.pick(['#e63946', '#2a9d8f', '#e9c46a', '#264653', '#ffffff', '#f72585']));
    const pixels: Rgb[] = [];
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const inHead = x >= 6 && x <= 17 && y >= 6 && y <= 20;
        const edge = inHead && (x === 6 || x === 17 || y === 20);
        const eye = y === 11 && (x === 9 || x === 14 || (eyes === 'Visor' && x >= 8 && x <= 15));
        const pupil = eyes === 'Laser' && y === 11 && x > 14;
        const mouth = y === 16 && x >= 10 && x <= 13;
        const hat =
          (headwear === 'Cap' && y >= 4 && y <= 6 && x >= 5 && x <= 18) ||
          (headwear === 'Crown' && y >= 2 && y <= 5 && x >= 7 && x <= 16 && (y > 3 || x % 3 === 1)) ||
          (headwear === 'Beanie' && y >= 3 && y <= 6 && x >= 6 && x <= 17) ||
          (headwear === 'Halo' && y === 2 && x >= 8 && x <= 15);
        let pixel: Rgb = back;
        if (inHead) pixel = edge ? shade : skin;
        if (eye) pixel = eyes === 'Visor' ? accent : [20, 20, 20];
        if (pupil) pixel = [255, 30, 30];
        if (mouth) pixel = shade;
        if (hat) pixel = headwear === 'Crown' || headwear === 'Halo' ? [255, 209, 102] : accent;
        pixels.push(pixel);
      }
    }
    return {
      contentType: 'image/png',
      body: encodePng(size, size, pixels),
      attributes: [
        { trait_type: 'Species', value: species },
        { trait_type: 'Eyes', value: eyes },
        { trait_type: 'Headwear', value: headwear },
        { trait_type: 'Background', value: background },
        { trait_type: 'Palette', value: palette },
      ],
    };
  };
}
