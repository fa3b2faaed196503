import { EnrollSearchPage } from './EnrollSearchPage';

/** /admissioncollegeandmajorsearch: the same search with a tab for major-level lines. */
export default function AdmissionSearchPage() {
  return <EnrollSearchPage majorTab />;
}
