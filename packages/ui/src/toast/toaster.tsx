import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useMessages } from '../i18n';
import { cx } from '../utils/cx';
import { ICON_GLYPHS } from '../utils/icon-glyphs';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: string;
  kind: ToastKind;
  message: string;
}

export interface ToasterProps {
  toasts: readonly ToastMessage[];
  /** Raised by a toast's close button and when its time is up. */
  onDismiss: (id: string) => void;
  /** How long a toast stays, in milliseconds. */
  duration?: number;
}

function Toast({
  toast,
  duration,
  onDismiss,
}: {
  toast: ToastMessage;
  duration: number;
  onDismiss: () => void;
}) {
  // A toast the pointer or focus is on stays, so it can be read to the end or its button reached.
  // Plain listeners rather than JSX handlers: pausing is not an interaction the element offers.
  const t = useMessages();
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    element.addEventListener('mouseenter', pause);
    element.addEventListener('mouseleave', resume);
    element.addEventListener('focusin', pause);
    element.addEventListener('focusout', resume);
    return () => {
      element.removeEventListener('mouseenter', pause);
      element.removeEventListener('mouseleave', resume);
      element.removeEventListener('focusin', pause);
      element.removeEventListener('focusout', resume);
    };
  }, []);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(), duration);
    return () => clearTimeout(timer);
  }, [paused, duration]);

  return (
    <div ref={ref} className={cx('bk-toast', `bk-toast--${toast.kind}`)}>
      <p className="bk-toast__message">{toast.message}</p>
      <button
        type="button"
        className="bk-toast__close"
        aria-label={t.format('shell.toast.dismiss')}
        onClick={onDismiss}
      >
        <span aria-hidden="true">{ICON_GLYPHS.close}</span>
      </button>
    </div>
  );
}

/**
 * Short messages at the top right of the page ('Address created successfully.'). Successes are
 * announced politely and errors at once; both regions are always present, because assistive
 * technology only announces changes to a live region it has already seen.
 * Use it once near the root of the app for short confirmations and errors that need no answer;
 * anything the shopper must act on belongs in a Dialog or next to the field.
 */
export function Toaster({ toasts, onDismiss, duration = 5000 }: ToasterProps) {
  const render = (list: readonly ToastMessage[]) =>
    list.map((toast) => (
      <Toast key={toast.id} toast={toast} duration={duration} onDismiss={() => onDismiss(toast.id)} />
    ));
  return (
    <div className="bk-toaster">
      <div role="status" aria-live="polite" className="bk-toaster__region">
        {render(toasts.filter((toast) => toast.kind !== 'error'))}
      </div>
      <div role="alert" aria-live="assertive" className="bk-toaster__region">
        {render(toasts.filter((toast) => toast.kind === 'error'))}
      </div>
    </div>
  );
}
