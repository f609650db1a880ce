import { describe, expect, it } from 'vitest';
import { nameStyledComponents, styledComponentId } from './stableStyledIds';

const module = [
  "import styled, { css, keyframes } from 'styled-components';",
  'const spin = keyframes`to { rotate: 1turn; }`;',
  'const shared = css`color: red;`;',
  'export const Box = styled.div`display: grid;`;',
  "export const Icon = styled.span.attrs({ 'aria-hidden': true })`${shared}`;",
  'export const Wide = styled(Box)`inline-size: 100%;`;',
  'export const Named = styled.p.withConfig({ componentId: "mine" })`margin: 0;`;',
].join('\n');

describe('naming styled components by where they are declared', () => {
  it('names each styled.tag, styled(Component) and .attrs(…) factory, in source order', () => {
    const named = nameStyledComponents(module, 'src/Box.tsx')?.code ?? '';
    const ids = [...named.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([
      styledComponentId('src/Box.tsx', 0),
      styledComponentId('src/Box.tsx', 1),
      styledComponentId('src/Box.tsx', 2),
      'mine',
    ]);
    expect(named).toContain("styled.span.attrs({ 'aria-hidden': true }).withConfig(");
    expect(named).toContain('styled(Box).withConfig(');
  });

  it('leaves css and keyframes alone: they make no component', () => {
    const named = nameStyledComponents(module, 'src/Box.tsx')?.code ?? '';
    expect(named).toContain('keyframes`to');
    expect(named).toContain('css`color');
  });

  it('gives the same file the same names in every build, and another file others', () => {
    expect(nameStyledComponents(module, 'src/Box.tsx')?.code).toBe(nameStyledComponents(module, 'src/Box.tsx')?.code);
    expect(styledComponentId('src/Box.tsx', 0)).not.toBe(styledComponentId('src/Card.tsx', 0));
    expect(styledComponentId('src/Box.tsx', 0)).toMatch(/^sc-[\w-]{8}$/);
  });

  it('answers null for a module that declares no styled component', () => {
    expect(
      nameStyledComponents("import { css } from 'styled-components';\nexport const a = css`x: y;`;", 'a.ts'),
    ).toBeNull();
    expect(nameStyledComponents('export const a = 1;', 'a.ts')).toBeNull();
  });

  it('follows whatever name the default import is given', () => {
    const named = nameStyledComponents("import s from 'styled-components';\nconst A = s.a`color: red;`;", 'a.ts');
    expect(named?.code).toContain(`s.a.withConfig({ componentId: "${styledComponentId('a.ts', 0)}" })`);
  });
});
