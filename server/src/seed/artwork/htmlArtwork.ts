import { colourAt, paletteColours, paletteTraits, utf8, type ArtworkGenerator, type TraitTable } from './Artwork';

/** What a family of self-contained canvas pieces animates. */
export interface HtmlStyle {
  readonly motions: TraitTable;
  readonly densities: TraitTable;
}

const motionScript: Readonly<Record<string, string>> = {
  Orbit: 'x=w/2+Math.cos(t/900+i)*r*(i%7+1)/7;y=h/2+Math.sin(t/900+i)*r*(i%7+1)/7;',
  Rain: 'x=(i*53)%w;y=(t/8+i*97)%h;',
  Pulse: 'x=(i*61)%w;y=(i*37)%h;s=4+3*Math.sin(t/300+i);',
  Drift: 'x=(i*71+t/20)%w;y=(i*29+Math.sin(t/700+i)*20+h)%h;',
  Wave: 'x=(i*41)%w;y=h/2+Math.sin(t/500+x/30)*r/2;',
};

/** A small generative canvas: seeded particles in one motion and palette. No external URLs, no network. */
export function htmlArtwork(style: HtmlStyle): ArtworkGenerator {
  return (random, number) => {
    const motion = random.weighted(style.motions);
    const density = random.weighted(style.densities);
    const palette = random.weighted(paletteTraits);
    const speed = random.weighted([
      ['Calm', 5],
      ['Steady', 3],
      ['Frantic', 1],
    ] as const);
    const colours = paletteColours(palette);
    const count = density === 'Sparse' ? 24 : density === 'Dense' ? 160 : 72;
    const pace = speed === 'Calm' ? 0.5 : speed === 'Frantic' ? 2.5 : 1;
    const html =
      `<!doctype html><html><head><meta charset="utf-8"><title>#${number}</title>` +
      `<style>html,body{margin:0;height:100%;background:${colourAt(colours, 0)}}canvas{width:100%;height:100%;display:block}</style>` +
      `</head><body><canvas id="c"></canvas><script>` +
      `const c=document.getElementById('c'),g=c.getContext('2d'),p=${JSON.stringify(colours)};` +
      `function f(t){t*=${pace};const w=c.width=innerWidth,h=c.height=innerHeight,r=Math.min(w,h)/2;` +
      `g.fillStyle=p[0];g.fillRect(0,0,w,h);for(let i=0;i<${count};i++){let x=0,y=0,s=3;${motionScript[motion] ?? ''}` +
      `g.fillStyle=p[1+i%4];g.beginPath();g.arc(x,y,s,0,7);g.fill()}requestAnimationFrame(f)}requestAnimationFrame(f)` +
      `</script></body></html>`;
    return {
      contentType: 'text/html;charset=utf-8',
      body: utf8(html),
      attributes: [
        { trait_type: 'Motion', value: motion },
        { trait_type: 'Density', value: density },
        { trait_type: 'Palette', value: palette },
        { trait_type: 'Speed', value: speed },
      ],
    };
  };
}
