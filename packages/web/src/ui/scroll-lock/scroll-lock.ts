/**
 * Stops the page behind open modals from scrolling with a class on <body>. Radix's modal mode would do this
 * by injecting a <style> element, which the app's Content-Security-Policy (style-src 'self') refuses. Counted,
 * so a modal closing while another is still open keeps the lock.
 */
let openModals = 0;

export function lockScroll(): () => void {
  openModals += 1;
  document.body.classList.add('modal-scroll-lock');
  return () => {
    openModals -= 1;
    if (openModals === 0) document.body.classList.remove('modal-scroll-lock');
  };
}
