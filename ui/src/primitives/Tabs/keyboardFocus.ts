import { useEffect, useState, type RefObject } from 'react';

// The last kind of input, read when something takes focus: react-aria drew focus rings for keyboard focus
// only, and these tabs keep that look. Listened for in the capture phase, before any handler can stop it.
let lastInputWasKeyboard = false;
let listening = false;

function listenForInput(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', () => (lastInputWasKeyboard = true), true);
  document.addEventListener('pointerdown', () => (lastInputWasKeyboard = false), true);
}

/** Whether the focus happening now came from the keyboard (or a script run from it), not a pointer. */
export function isKeyboardFocus(): boolean {
  listenForInput();
  return lastInputWasKeyboard;
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Whether the element holds something the Tab key stops at. A tab panel is a stop of its own only when it
 * holds none, so keyboard users always reach its content in one press and never stop on an empty frame.
 * `content` names what the element shows: a new value (another tab's panel) is a new element to watch.
 */
export function useHasTabbableChild(ref: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [hasTabbable, setHasTabbable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const check = () => setHasTabbable(element.querySelector(tabbable) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href'],
    });
    return () => observer.disconnect();
  }, [ref, content]);
  return hasTabbable;
}
