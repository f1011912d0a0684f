/*
 * Leaving a field shows its error, which pushes the buttons and links under it down. If that
 * happens between pressing and releasing a button (leaving the field is what the press does
 * first), the release lands beside the button and the click is lost: the shopper presses Login
 * or 'Forgot your password?' and nothing happens. So while a pointer is pressed, work that
 * changes the layout waits until the press has ended and its click has been handled.
 */

let pressed = false;
let waiting: (() => void)[] = [];

function release() {
  pressed = false;
  // After the click event of this press, which the browser fires right after pointerup.
  setTimeout(() => {
    const run = waiting;
    waiting = [];
    for (const work of run) work();
  }, 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `work` now, or once the pointer press in progress has ended. */
export function afterPress(work: () => void): void {
  if (pressed) waiting.push(work);
  else work();
}
