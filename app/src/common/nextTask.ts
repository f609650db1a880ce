/**
 * Resolves in a later task: the browser paints and answers input in between. Work split at these points is several
 * short tasks instead of one long one that holds the page for all of it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
