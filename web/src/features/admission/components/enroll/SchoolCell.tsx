import { Link } from 'react-router';

export interface SchoolOfRow {
  SchoolCode: string;
  SchoolName: string;
  CollegeCode: string;
  CollegeName: string;
}

/**
 * The school of a row: a link to its page when the published name matched a catalogue college;
 * otherwise the name as published with 未匹配到院校库 (the row is kept, never dropped).
 */
export function SchoolCell({ row, to, testId }: { row: SchoolOfRow; to: (collegeCode: string) => string; testId: string }) {
  const renamed = row.CollegeCode && row.CollegeName && row.CollegeName !== row.SchoolName;
  return (
    <div data-testid={testId} data-matched={String(Boolean(row.CollegeCode))}>
      {row.CollegeCode ? (
        <Link to={to(row.CollegeCode)} data-testid={`${testId}-link`}>
          {row.CollegeName || row.SchoolName}
        </Link>
      ) : (
        <>
          <span>{row.SchoolName}</span>
          <div className="zy-unmatched zy-small" data-testid={`${testId}-unmatched`}>
            未匹配到院校库
          </div>
        </>
      )}
      <div className="zy-muted zy-small">
        {row.SchoolCode ? `院校代号 ${row.SchoolCode}` : null}
        {renamed ? `${row.SchoolCode ? '，' : ''}公布名称：${row.SchoolName}` : null}
      </div>
    </div>
  );
}
