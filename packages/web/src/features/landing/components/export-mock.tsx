import { LandingSection } from './landing-section';
const COLUMNS = ['Task Number', 'Location', 'Role', 'Hours', 'Calculation Method', 'Notes'];

const ROWS = [
  ['1.1', 'Washington, DC', 'Program Manager', '1,880', '1 FTE × 1,880 h', 'C.3.1 program management'],
  ['2.1', 'Remote', 'Senior Developer', '3,760', '2 FTE × 1,880 h', 'C.4.2 application development'],
  ['2.2', 'Remote', 'QA Engineer', '1,410', '0.75 FTE × 1,880 h', 'C.4.5 testing'],
];

/** Phones show the first four columns, so the mock fits without sideways scrolling. */
function cellClass(column: string, index: number, extra = ''): string {
  const hidden = index >= 4 ? 'hidden md:table-cell' : '';
  return `px-2 py-2 md:px-3 ${column === 'Hours' ? 'text-right' : ''} ${hidden} ${extra}`.trim();
}

/** A mock of the Excel export. */
export function ExportMock() {
  return (
    <LandingSection name="export" title="Export straight to Excel">
      <p className="mt-2 text-muted-foreground">
        One sheet named Staffing Plan, ready for your pricing model.
      </p>
      <div className="mt-6 overflow-x-auto rounded-lg border bg-card">
        <table className="w-full text-sm tabular-nums md:min-w-[640px]">
          <caption className="sr-only">Excel export preview</caption>
          <thead className="bg-muted text-left">
            <tr>
              {COLUMNS.map((h, i) => (
                <th key={h} className={cellClass(h, i, 'font-medium')}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row[0]} className="border-t">
                {COLUMNS.map((column, i) => (
                  <td key={column} className={cellClass(column, i)}>
                    {row[i]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LandingSection>
  );
}
