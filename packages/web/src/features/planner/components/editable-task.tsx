import { createContext, useContext } from 'react';
import type { CellEdit } from '../hooks/cell-edit';

/**
 * Edits a cell of the task at `index` of the plan on screen.
 * @example
 * const edit: TaskEditor = (index, e) => doc.editTask(index, e);
 */
export type TaskEditor = (index: number, edit: CellEdit) => void;

/** The task table's editor, provided by the plan panel; undefined: the table is read-only. */
export const EditableTaskContext = createContext<TaskEditor | undefined>(undefined);

/**
 * The editor of the task table, or undefined when it is read-only.
 * @example
 * const edit = useTaskEditor();
 */
export function useTaskEditor(): TaskEditor | undefined {
  return useContext(EditableTaskContext);
}
