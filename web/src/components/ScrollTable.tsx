import { Table, type TableProps } from 'semantic-ui-react';

/**
 * A Semantic UI table inside a box that scrolls sideways on a narrow screen, so a wide table
 * never widens the page; on a phone its first column stays in view (styles/phone.css).
 */
export function ScrollTable({ children, ...props }: TableProps) {
  // Focusable, so a keyboard can scroll a table wider than the screen (WCAG 2.1.1).
  return (
    <div className="zy-table-scroll" tabIndex={0}>
      <Table unstackable {...props}>
        {children}
      </Table>
    </div>
  );
}
