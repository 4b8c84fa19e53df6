import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does no layout: give elements a viewport-sized box so virtualised lists render a window.
HTMLElement.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return {
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 1200,
    bottom: 640,
    width: 1200,
    height: 640,
    toJSON: () => ({}),
  };
};
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 640 });
Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 640 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });

// jsdom has no ResizeObserver (Radix positions tooltips with one): an observer that never fires.
if (!('ResizeObserver' in globalThis)) {
  class NoLayoutResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
