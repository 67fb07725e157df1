/**
 * On a slow phone the server's copy of a form (the sign-in and registration pages) is on the screen seconds
 * before the app. Someone may start typing into it; the app's first render replaces that copy, and what was
 * typed must not be lost. The server's controls stay in the DOM tree until React removes them, and keep their
 * values once removed, so the values are read from them when the app's own controls (same ids) appear.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const GIVE_UP_AFTER_MS = 10_000;

const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

function changedByTheReader(control: Control) {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

/** Sets a control's value as typing would, so that React's onChange (and form state) hears of it. */
function typeInto(target: Control, from: Control) {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    if (target.checked !== (from as HTMLInputElement).checked) target.click();
    return;
  }
  const prototype = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, from.value);
  target.dispatchEvent(
    new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Call just before the app's first render into `container`. Controls are matched by id; the one that had the
 * focus gets it back, with its caret where it was.
 */
export function keepTypedInput(container: HTMLElement) {
  const serverCopies = [...container.querySelectorAll('input[id], textarea[id], select[id]')].filter(
    isControl,
  );
  if (serverCopies.length === 0) return;
  const focused = isControl(document.activeElement) ? document.activeElement : null;
  let pending = serverCopies;

  const carryOver = () => {
    pending = pending.filter((old) => {
      const replacement = document.getElementById(old.id);
      if (old.isConnected || !isControl(replacement) || replacement === old) return true;
      if (changedByTheReader(old)) typeInto(replacement, old);
      if (old === focused) {
        replacement.focus();
        if (!(replacement instanceof HTMLSelectElement) && !(old instanceof HTMLSelectElement)) {
          try {
            replacement.setSelectionRange(old.selectionStart, old.selectionEnd);
          } catch {
            // Some input types (email, number) have no caret to place.
          }
        }
      }
      return false;
    });
    if (pending.length === 0) stop();
  };
  const observer = new MutationObserver(carryOver);
  const timer = window.setTimeout(() => stop(), GIVE_UP_AFTER_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
}
