import { EnrollSearchPage } from './EnrollSearchPage';

/** /enroll-data: school- and group-level lines of a province. */
export default function EnrollDataPage() {
  return <EnrollSearchPage majorTab={false} />;
}
