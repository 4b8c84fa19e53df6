import { cn } from '../../../lib/utils';

/** One column of a figure table: its label, and whether it holds numbers (set right, like them). */
export type FigureColumn = {
  label: string;
  numeric?: boolean;
  /** Classes of this column's header only, such as hiding it on narrow screens. */
  className?: string;
};

/**
 * The header row of the planner's small figure tables (periods, price totals, rates): small
 * uppercase muted labels, numeric columns right-aligned. With `spaced`, every column but the
 * last keeps a gap on its right.
 */
export function FigureTableHead({ columns, spaced = false }: { columns: FigureColumn[]; spaced?: boolean }) {
  return (
    <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
      <tr>
        {columns.map((column, i) => (
          <th
            key={column.label}
            scope="col"
            className={cn(
              'py-1',
              spaced && i < columns.length - 1 && 'pr-3',
              column.numeric && 'text-right',
              'font-medium',
              column.className,
            )}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
