import type { Plugin, Rolldown } from 'vite';

/** The small entry that waits for the first paint (src/paintFirst.ts): a second input of the build. */
export const paintFirstSource = 'src/paintFirst.ts';

const moduleScriptTag = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/g;

/**
 * Rewrites the built index.html so the server's page paints before the app's startup code runs: each module
 * script Vite wrote there (the startup chunk) becomes a preload, fetched and compiled at once but run by nobody,
 * and the page's only script is paintFirst, which imports them in the same order once a frame is on screen. Build only: the dev server keeps the entry as it is.
 */
export function paintBeforeStartup(): Plugin {
  return {
    name: 'ordmarket:paint-before-startup',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const paintFirst = Object.values(context.bundle ?? {}).find(
          (output): output is Rolldown.OutputChunk =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith(paintFirstSource) === true,
        );
        if (paintFirst === undefined) throw new Error(`The build has no chunk for ${paintFirstSource}.`);
        const scripts = [...html.matchAll(moduleScriptTag)].map(([, file]) => file ?? '');
        if (scripts.length === 0) throw new Error('The built index.html runs no module script.');
        const preloads = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-startup>`);
        const withoutScripts = html.replace(new RegExp(`\\s*${moduleScriptTag.source}`, 'g'), '');
        const paintFirstTag = `<script type="module" crossorigin src="/${paintFirst.fileName}"></script>`;
        return withoutScripts.replace('</head>', `  ${[...preloads, paintFirstTag].join('\n    ')}\n  </head>`);
      },
    },
  };
}
