import { formatCount } from '../lib/format';

/** Shows `value` in a counter's figure (`[data-count-to]`), with its prefix and suffix. */
export function showCount(el: HTMLElement, value: number) {
  el.textContent = formatCount(value, el.dataset.prefix ?? '', el.dataset.suffix ?? '');
}

/** Every counter on the page at its final figure: when nothing will count them up. */
export function showFinalCounts() {
  for (const el of document.querySelectorAll<HTMLElement>('[data-count-to]')) {
    showCount(el, Number(el.dataset.countTo));
    const host = el.closest<HTMLElement>('.counter');
    if (host) host.dataset.phase = 'done';
  }
}
