// The import graphs of the app and the server, checked: each one's top folders stand in layers and import only from
// layers below their own, so no two folders reach each other, and one screen never reaches into another. `npm test`
// runs it beside the tests (see runTests.ts); run it alone with `npm run imports`.
//
// Only imports that exist at run time count: `import type` and `export type` vanish from the built code, so a store
// may name a type of the wallet without depending on it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One relative import a file makes at run time, with its line for the report. */
export interface SourceImport {
  readonly specifier: string;
  readonly line: number;
}

/** The relative imports of a module's text that stay in the built code: static, re-exported and dynamic. */
export function runtimeImports(fileName: string, text: string): SourceImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: SourceImport[] = [];
  const add = (specifier: ts.Expression, at: ts.Node) => {
    if (!ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return;
    found.push({ specifier: specifier.text, line: source.getLineAndCharacterOfPosition(at.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) add(node.moduleSpecifier, node);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !isTypeOnlyExport(node)) {
      add(node.moduleSpecifier, node);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier) add(specifier, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `import type {…}`, or `import { type A, type B }` naming types alone (a bare `import './x'` runs the module). */
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (clause === undefined) return false;
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * How a source tree is layered: its top folders from the bottom layer up (files directly in the tree are its top
 * layer), and the folders whose subfolders stand apart from each other (each screen of `screens/`).
 */
export interface Layering {
  readonly root: string;
  readonly layers: ReadonlyArray<readonly string[]>;
  readonly apartInside: readonly string[];
  /**
   * Top folders whose subfolders stand in layers of their own, from the bottom up. The folder's own files are its
   * bottom: every subfolder may use them, and they use no subfolder.
   */
  readonly innerLayers?: Readonly<Record<string, ReadonlyArray<readonly string[]>>>;
}

/** A file of the tree: its path from the tree's root, with '/' between folders, and its text. */
export interface TreeFile {
  readonly path: string;
  readonly text: string;
}

/** Files directly in the tree's root belong to this pseudo-folder: the entry points, above every layer. */
const entryFiles = '(entry files)';

function topFolder(path: string): string {
  const [first = '', ...rest] = path.split('/');
  return rest.length === 0 ? entryFiles : first;
}

/** Every import of the tree that breaks its layering, said in words: which file, which line, which rule. */
export function layeringProblems(files: readonly TreeFile[], layering: Layering): string[] {
  const layerOf = new Map<string, number>();
  layering.layers.forEach((folders, index) => {
    for (const folder of folders) layerOf.set(folder, index);
  });
  layerOf.set(entryFiles, layering.layers.length);
  const problems: string[] = [];
  const folders = new Set(files.map((file) => topFolder(file.path)));
  for (const folder of folders) {
    if (!layerOf.has(folder))
      problems.push(`${layering.root}/${folder}/ is in no layer: place it in scripts/importGraph.ts`);
  }
  for (const file of files) {
    const from = topFolder(file.path);
    const fromLayer = layerOf.get(from);
    for (const { specifier, line } of runtimeImports(file.path, file.text)) {
      const target = join(dirname(file.path), specifier).split(sep).join('/');
      if (target.startsWith('..')) continue;
      // '../stores' names a folder (its index); 'index' or 'main' a file of the root.
      const [first = ''] = target.split('/');
      const to = target.includes('/') || folders.has(first) ? first : entryFiles;
      const where = `${layering.root}/${file.path}:${line} imports ${specifier}`;
      if (to !== from) {
        const toLayer = layerOf.get(to);
        if (fromLayer !== undefined && toLayer !== undefined && toLayer >= fromLayer) {
          problems.push(`${where}: ${from}/ may only import folders in layers below its own, and ${to}/ is not one`);
        }
        continue;
      }
      const inner = layering.innerLayers?.[from];
      if (inner !== undefined) {
        problems.push(...innerProblems(file.path, target, inner, where));
        continue;
      }
      // Inside a folder held apart, a subfolder may use the folder's own files but not another subfolder's.
      const inSubfolder = (path: string) => path.split('/').length > 2;
      if (layering.apartInside.includes(from) && inSubfolder(file.path) && inSubfolder(target)) {
        const [, own] = file.path.split('/');
        const [, other] = target.split('/');
        if (own !== undefined && other !== undefined && own !== other) {
          problems.push(`${where}: ${from}/${own}/ reaches into ${from}/${other}/; share it from a lower folder`);
        }
      }
    }
  }
  return problems;
}

/** An import inside a folder whose subfolders are layered: down its inner layers, or into its own files. */
function innerProblems(
  path: string,
  target: string,
  layers: ReadonlyArray<readonly string[]>,
  where: string,
): string[] {
  const [folder = ''] = path.split('/');
  const subfolderOf = (file: string) => (file.split('/').length > 2 ? file.split('/')[1] : undefined);
  // The folder's own files (no subfolder) are the layer below every subfolder; an unplaced subfolder has none.
  const layerOf = (subfolder: string | undefined): number | undefined => {
    if (subfolder === undefined) return -1;
    const index = layers.findIndex((subfolders) => subfolders.includes(subfolder));
    return index === -1 ? undefined : index;
  };
  const own = subfolderOf(path);
  const other = subfolderOf(target);
  if (own === other) return [];
  const fromLayer = layerOf(own);
  const toLayer = layerOf(other);
  if (fromLayer === undefined || toLayer === undefined) {
    return [own, other]
      .filter((subfolder) => subfolder !== undefined && layerOf(subfolder) === undefined)
      .map((subfolder) => `${folder}/${subfolder ?? ''}/ is in no layer: place it in scripts/importGraph.ts`);
  }
  if (toLayer < fromLayer) return [];
  const from = own === undefined ? `${folder}/'s own files` : `${folder}/${own}/`;
  return [
    `${where}: ${from} may only import ${folder}/'s own files and subfolders in layers below, and ${folder}/${other ?? ''}/ is not one`,
  ];
}

const codeFile = /\.tsx?$/;
const notShipped = /\.test\.tsx?$|\.bench\.ts$/;

function treeFiles(root: string, folder = root): TreeFile[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : treeFiles(root, path);
    if (!codeFile.test(name) || notShipped.test(name)) return [];
    return [{ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }];
  });
}

/**
 * The app, from the bottom up: shared foundations (the API client, strings, content addresses, layout pieces, route
 * paths); the stores and the live feed; error wording; the app's services; sharing and the fee tiers; the wallet; the flows that pay
 * (purchases, inscription orders); blind boxes; what a page rendered on the server hands the browser; the shell
 * around every page; the screens; the routes that compose
 * them; and the entry files. Tests and test kits are left out: they may reach anywhere.
 */
export const appLayering: Layering = {
  root: 'app/src',
  layers: [
    ['api', 'i18n', 'content', 'common', 'paths'],
    ['stores', 'realtime'],
    ['errors'],
    ['services'],
    ['sharing', 'fees'],
    ['wallet'],
    ['purchase', 'inscribing'],
    ['blindBox'],
    ['rendering'],
    ['shell'],
    ['screens'],
    ['routes'],
  ],
  apartInside: ['screens'],
};

/**
 * The server, from the bottom up: the database, configuration, keys and curves, the repeating pass; the envelope
 * kit every route is written with; sign-in and the live feed; the chain sources (the devnet with them); the indexer
 * (serving ord's and OPI's shapes from its index); the service wallet's coins; the inscription service; the
 * market; blind boxes; the seeded market; the composition root that builds the server; and the entry files.
 */
export const serverLayering: Layering = {
  root: 'server/src',
  layers: [
    ['db', 'config', 'crypto', 'jobs'],
    ['http'],
    ['auth', 'realtime'],
    ['chain'],
    ['indexer'],
    ['serviceCoins'],
    ['inscribing'],
    ['market'],
    ['blindBox'],
    ['seed'],
    ['app'],
  ],
  apartInside: [],
  // The market's features: the catalogue; the two markets' listings and reads; buying in either, the public reads
  // that show collections, and the launchpad's mints; a trader's own activity across both.
  innerLayers: { market: [['catalog'], ['nft', 'brc20'], ['purchase', 'public', 'launchpad'], ['trader']] },
};

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
  let broken = 0;
  for (const layering of [appLayering, serverLayering]) {
    const problems = layeringProblems(treeFiles(join(repo, layering.root)), layering);
    for (const problem of problems) console.error(problem);
    broken += problems.length;
    console.log(
      problems.length === 0
        ? `${layering.root}: every import goes down a layer${layering.apartInside.length > 0 ? ', and no screen reaches into another' : ''}`
        : `${layering.root}: ${problems.length} imports break the layering`,
    );
  }
  process.exit(broken === 0 ? 0 : 1);
}
