import { describe, expect, it } from 'vitest';
import { imageAccept, imageFileProblem } from './imageFileRule';

describe('imageFileProblem', () => {
  it('accepts every allowed extension, in any case', () => {
    for (const name of ['a.jpeg', 'a.jpg', 'a.webp', 'a.png', 'a.gif', 'a.svg', 'LOGO.PNG', 'Icon.SvG', 'x.y.JpEg']) {
      expect(imageFileProblem({ name, size: 1_000 }), name).toBeNull();
    }
  });

  it('refuses other extensions and names without one', () => {
    for (const name of ['a.bmp', 'a.tiff', 'a.png.exe', 'a.pdf', 'png', 'apng', 'a.', 'a', '']) {
      expect(imageFileProblem({ name, size: 1_000 }), name).toBe('wrongType');
    }
  });

  it('accepts up to 102399 bytes and refuses 102400 and more', () => {
    expect(imageFileProblem({ name: 'a.png', size: 0 })).toBeNull();
    expect(imageFileProblem({ name: 'a.png', size: 102_399 })).toBeNull();
    expect(imageFileProblem({ name: 'a.png', size: 102_400 })).toBe('tooLarge');
    expect(imageFileProblem({ name: 'a.png', size: 5_000_000 })).toBe('tooLarge');
  });

  it('names the wrong type first when both are wrong', () => {
    expect(imageFileProblem({ name: 'movie.mp4', size: 9_000_000 })).toBe('wrongType');
  });
});

describe('imageAccept', () => {
  it('lists the extensions for the file picker', () => {
    expect(imageAccept).toBe('.jpeg,.jpg,.webp,.png,.gif,.svg');
  });
});
