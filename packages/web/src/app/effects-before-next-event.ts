import { options } from 'preact';

/**
 * When effects run. React runs the effects of a key press or a click before the next event is handled; Preact
 * (which the app runs on, see preact-aliases.ts) waits for the next animation frame. Keys typed within that
 * frame would miss the field an effect focuses, such as the palette's input right after Ctrl+K. So effects run
 * as soon as the render that scheduled them is done, before the browser takes the next key.
 */
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);
