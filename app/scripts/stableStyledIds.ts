import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Expression, Program } from '@oxc-project/types';
import MagicString, { type SourceMap } from 'magic-string';
import { parseSync, Visitor, type Plugin } from 'vite';

/** A styled component's id: the file it is declared in (from the app's root) and its place among the file's. */
export function styledComponentId(file: string, place: number): string {
  return `sc-${createHash('sha256')
    .update(`${file}#${String(place)}`)
    .digest('base64url')
    .slice(0, 8)}`;
}

/** The name `styled-components`' default export is imported under in a module, if it is. */
function styledImportName(program: Program): string | undefined {
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'styled-components') continue;
    const specifier = statement.specifiers.find((each) => each.type === 'ImportDefaultSpecifier');
    if (specifier !== undefined) return specifier.local.name;
  }
  return undefined;
}

/** Whether `node` makes a styled component when tagged: styled.div, styled(Card), either with .attrs(…). */
function isStyledFactory(node: Expression, styled: string): boolean {
  if (node.type === 'MemberExpression') {
    return (
      !node.computed &&
      node.object.type === 'Identifier' &&
      node.object.name === styled &&
      node.property.type === 'Identifier'
    );
  }
  if (node.type !== 'CallExpression') return false;
  const { callee } = node;
  if (callee.type === 'Identifier') return callee.name === styled;
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'attrs' &&
    callee.object.type !== 'Super' &&
    isStyledFactory(callee.object, styled)
  );
}

/**
 * `code` (a module's JavaScript, types already stripped) with each styled component it declares named by `file`
 * and its place among them (`.withConfig({ componentId })`), or null when it declares none.
 */
export function nameStyledComponents(code: string, file: string): { code: string; map: SourceMap } | null {
  if (!code.includes('styled-components')) return null;
  const { program } = parseSync(file, code);
  const styled = styledImportName(program);
  if (styled === undefined) return null;
  const edited = new MagicString(code);
  let place = 0;
  // The visitor goes depth first in source order, so a file's components are counted alike in every build.
  new Visitor({
    TaggedTemplateExpression(node) {
      if (!isStyledFactory(node.tag, styled)) return;
      edited.appendLeft(
        node.tag.end,
        `.withConfig({ componentId: ${JSON.stringify(styledComponentId(file, place))} })`,
      );
      place += 1;
    },
  }).visit(program);
  return place === 0 ? null : { code: edited.toString(), map: edited.generateMap({ hires: true, source: file }) };
}

/**
 * Names each styled component by where it is declared, as styled-components' Babel plugin does. Without it, a
 * component's id (and so its class names) counts the components made before it in that page, which differs
 * between the server's renderer, which loads every module at once, and the browser, which loads the first
 * screen's chunks in its own order: the browser could not hydrate the server's HTML. Both builds use this plugin
 * with the same root, so both name every component alike.
 */
export function stableStyledIds(): Plugin {
  let root = '';
  return {
    name: 'ordmarket:stable-styled-ids',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0')) return null;
      return nameStyledComponents(code, relative(root, id.split('?')[0] ?? id));
    },
  };
}
