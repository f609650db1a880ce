import type { InscriptionDraft } from '@ordmarket/protocol';

/** The parents a minter picked, in layer order: how a combination is written, compared and inscribed. */
export function combinationOf(recursiveContent: string): string[] {
  return recursiveContent
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** One way to write a combination, so the same choice is always the same text (and a repeat is found by equality). */
export function canonicalCombination(parents: readonly string[]): string {
  return parents.join(',');
}

/**
 * A recursive inscription that stacks its parents, bottom layer first. It only references them through ord's
 * `/content/` path, so it stays a few hundred bytes whatever the parents weigh.
 */
export function combinationDraft(parents: readonly string[]): InscriptionDraft {
  const layers = parents
    .map((id) => `<img src="/content/${id}" alt="" style="position:absolute;inset:0;width:100%;height:100%">`)
    .join('');
  const html = `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0"><div style="position:relative;width:100vmin;height:100vmin">${layers}</div></body></html>`;
  return { contentType: 'text/html;charset=utf-8', body: new TextEncoder().encode(html) };
}
