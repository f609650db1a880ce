/**
 * The page's first script, and its only one at first. The server's HTML is the first screen, but a module
 * script the document names runs as soon as the document is parsed if it has arrived by then, and the browser
 * paints only after it: the app's startup chunk (React, the router, the kit: about half a megabyte) takes some
 * 300 ms to evaluate at 4x CPU on a first visit, and a page the server had rendered stayed blank meanwhile (seen
 * on the asset page). So the document names this script and only preloads the startup chunks (the build's
 * paintBeforeStartup rewrites index.html so): they download and compile while the browser paints, and run after.
 */
void startAfterPaint();

async function startAfterPaint(): Promise<void> {
  const startup = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-startup]')];
  if (startup.length === 0) throw new Error('index.html names no startup chunk.');
  await afterNextPaint();
  loadLocaleData();
  await nextTask();
  // In the document's order, as the module scripts they replace would have run.
  for (const chunk of startup) await import(/* @vite-ignore */ chunk.href);
}

/**
 * The page's first use of Intl loads the browser's locale data: about 60 ms at 4x CPU. The kit's locale code
 * (react-aria) makes that first use as its module is evaluated, which lengthened the startup chunk's one long task
 * by as much; asked for here, in a task of its own, the data is loaded by the time the kit asks.
 */
function loadLocaleData(): void {
  const locale = navigator.language;
  Intl.DateTimeFormat.supportedLocalesOf([locale]);
  new Intl.Locale(locale).maximize();
}

/**
 * Resolves in a later task: the browser paints and answers input in between. Written here rather than imported
 * (common/nextTask.ts): this file imports nothing, so the build keeps it out of the startup chunk.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the browser has painted: a frame's callbacks run just before its paint, and a task queued from
 * one runs after it. A hidden page has no frames (nothing to paint), so it goes on at once.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    // A page hidden before its frame comes (its tab left at once) paints nothing until shown: go on then too.
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}
