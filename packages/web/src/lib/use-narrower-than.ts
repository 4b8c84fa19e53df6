import { useEffect, useState } from 'react';

/**
 * Whether an element is narrower than `width` px, kept up to date by a ResizeObserver. Returns
 * the answer and a callback ref for the element (so an element that mounts later is observed).
 * False until the first measure, and where there is no layout (jsdom).
 * @example
 * const [narrow, boxRef] = useNarrowerThan(900);
 * return <div ref={boxRef}>{narrow ? <Cards /> : <Table />}</div>;
 */
export function useNarrowerThan(width: number): [boolean, (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      // A hidden element (0 px wide) keeps the last answer: it is not narrow, only not shown.
      if (box && box.width > 0) setNarrow(box.width < width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, width]);
  return [narrow, setElement];
}
