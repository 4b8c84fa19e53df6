import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/**
 * Virtualises `rows` in a scroll box of their own (put `scrollRef` on it): `visible` are the
 * rows to render with their indexes, `top` and `bottom` the space that stands for those above
 * and below them. `estimateSize` is a row's height before it is measured; `initialRect` the
 * box's size before it is laid out.
 */
export function useVirtualRows<Row>({
  rows,
  estimateSize,
  overscan,
  initialRect,
}: {
  rows: readonly Row[];
  estimateSize: number;
  overscan: number;
  initialRect: { width: number; height: number };
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    initialRect,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const visible = items.flatMap((item) => {
    const row = rows[item.index];
    return row === undefined ? [] : [{ index: item.index, row }];
  });
  return { scrollRef, virtualizer, visible, top, bottom };
}
