import { Table, type TableProps } from 'semantic-ui-react';

/**
 * A Semantic UI table inside a box that scrolls sideways on a narrow screen, so a wide table
 * never widens the page; on a phone its first column stays in view (styles/phone.css).
 */
export function ScrollTable({ children, ...props }: TableProps) {
  return (
    <div className="zy-table-scroll">
      <Table unstackable {...props}>
        {children}
      </Table>
    </div>
  );
}
