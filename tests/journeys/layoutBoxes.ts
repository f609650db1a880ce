import type { Locator } from 'playwright-core';

/** What a trader sees and presses: controls, texts, pictures and list entries. */
const drawnParts = 'button, input, label, a, img, li, p, h1, h2, h3, h4, dt, dd, [role=switch], [role=slider]';

/**
 * Pairs of drawn parts inside `scope` whose boxes overlap, each named by its text, where neither part holds the
 * other. A part counts where it is drawn: within every scrolling or clipping box around it (a list scrolled under a
 * sheet's pinned button is hidden there, not drawn over it), in view or not. Parts that draw nothing (hidden inputs,
 * 1-pixel text for screen readers) are left out. `except` names parts allowed to lie over others, such as a bar
 * docked to the screen's edge.
 */
export async function overlappingParts(scope: Locator, except?: string): Promise<string[]> {
  return scope.evaluate(
    (root, { selector, exempt }) => {
      interface Box {
        left: number;
        top: number;
        right: number;
        bottom: number;
      }
      const clipped = (element: HTMLElement): Box => {
        const { left, top, right, bottom } = element.getBoundingClientRect();
        const box = { left, top, right, bottom };
        for (let around = element.parentElement; around !== null; around = around.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(around);
          if (overflowX === 'visible' && overflowY === 'visible') continue;
          const clip = around.getBoundingClientRect();
          box.left = Math.max(box.left, clip.left);
          box.top = Math.max(box.top, clip.top);
          box.right = Math.min(box.right, clip.right);
          box.bottom = Math.min(box.bottom, clip.bottom);
        }
        return box;
      };
      const boxes = [...root.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => exempt === undefined || element.closest(exempt) === null)
        .filter((element) => getComputedStyle(element).visibility !== 'hidden')
        .map((element) => ({ element, box: clipped(element) }))
        .filter(({ box }) => box.right - box.left > 2 && box.bottom - box.top > 2);
      const name = (element: HTMLElement) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.innerText).trim().slice(0, 40)}"`;
      const found: string[] = [];
      for (const [index, first] of boxes.entries()) {
        for (const second of boxes.slice(index + 1)) {
          if (first.element.contains(second.element) || second.element.contains(first.element)) continue;
          // A pixel of shared edge is how adjacent boxes round, not an overlap.
          const width = Math.min(first.box.right, second.box.right) - Math.max(first.box.left, second.box.left);
          const height = Math.min(first.box.bottom, second.box.bottom) - Math.max(first.box.top, second.box.top);
          if (width > 1 && height > 1) found.push(`${name(first.element)} overlaps ${name(second.element)}`);
        }
      }
      return found;
    },
    { selector: drawnParts, exempt: except },
  );
}
