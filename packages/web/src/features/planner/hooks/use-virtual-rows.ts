import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/**
 * Virtualises `count` items in a scroll box of their own (put `scrollRef` on it): `items` are
 * the ones to render, `top` and `bottom` the space that stands for those above and below them.
 * `estimateSize` is an item's height before it is measured; `initialRect` the box's size before
 * it is laid out.
 */
export function useVirtualRows({
  count,
  estimateSize,
  overscan,
  initialRect,
}: {
  count: number;
  estimateSize: number;
  overscan: number;
  initialRect: { width: number; height: number };
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    initialRect,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return { scrollRef, virtualizer, items, top, bottom };
}
